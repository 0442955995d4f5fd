import type { GameCategory } from '@portal/contracts';
import { Bird, Cherry, Clover, Dices, Fish, Flame, Gamepad2, PlayingCards, Spade, Ticket, Volleyball, type LucideIcon } from 'lucide-react';

const ICONS: Record<GameCategory | 'HOT', LucideIcon> = {
  RNG: Cherry,
  LIVE: PlayingCards,
  FISH: Fish,
  PVP: Spade,
  SPORTS: Volleyball,
  ESPORTS: Gamepad2,
  COCKFIGHT: Bird,
  INHOUSE: Dices,
  LOTT: Ticket,
  ELOTT: Clover,
  HOT: Flame,
};

/** The icon of a game category (a lane's title, or HOT); a category we do not know gets a game pad. */
export const categoryIcon = (category: string): LucideIcon => ICONS[category as GameCategory | 'HOT'] ?? Gamepad2;
