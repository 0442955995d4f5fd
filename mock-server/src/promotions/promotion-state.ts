import { statePart } from '../platform/world';

export type Application = {
  applicationId: number;
  userId: number;
  promotionId: number;
  comment: string;
  images: { mimetype: string; base64: string }[];
  status: 'in_process' | 'issued' | 'rejected';
  createdAt: number;
  /** QA's word on its decision, told to the player. */
  remark?: string;
};

/** What players did with promotions in one world: joins, claims, applications and raffle draws. */
export class PromotionPlays {
  /**
   * The day (UTC midnight) this world's promotions began: every promotion date is counted from it
   * (promotion-rules.ts), and it is saved with the world, so dates stay put across a restart.
   */
  seasonStart: number;
  /** When each player joined each promotion, by `userId:promotionId`. */
  readonly joins = new Map<string, number>();
  /** What each claim paid, by `userId:promotionId`. */
  readonly claims = new Map<string, number>();
  readonly applications: Application[] = [];
  /** Raffle prizes by `userId:YYYY-MM-DD` (one draw a day). */
  readonly raffles = new Map<string, number>();
  private nextApplicationId = 1;

  constructor(now: number) {
    this.seasonStart = now - (now % 86_400_000);
  }

  apply(application: Omit<Application, 'applicationId' | 'status'>): Application {
    const stored: Application = { ...application, applicationId: this.nextApplicationId++, status: 'in_process' };
    this.applications.push(stored);
    return stored;
  }
}

/** Joins, claims, applications and raffles; the season counts from real time when the world is (re)seeded. */
export const promotionsPart = statePart('promotions', (world) => new PromotionPlays(world.realNow()));
