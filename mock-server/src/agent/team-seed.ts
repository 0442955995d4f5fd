import { hashPassword } from '../identity/password';
import type { IdentityState } from '../identity/identity-state';
import type { User } from '../identity/users';

/** Every seeded team member's password (README, "Accounts"). */
export const TEAM_PASSWORD = 'Team2026';
const FIRST_TEAM_ID = 15_001;
let teamHash: string | undefined;

type Member = { suffix: string; type: number; children?: Member[] };
/** Under each seeded agent: two sub-agents and two players; each sub-agent one agent and two players; each of those two players. */
const shape: Member[] = [
  {
    suffix: 'm1',
    type: 1,
    children: [
      {
        suffix: 's1',
        type: 1,
        children: [
          { suffix: 'p1', type: 0 },
          { suffix: 'p2', type: 0 },
        ],
      },
      { suffix: 's2', type: 0 },
      { suffix: 's3', type: 0 },
    ],
  },
  {
    suffix: 'm2',
    type: 1,
    children: [
      {
        suffix: 's1',
        type: 1,
        children: [
          { suffix: 'p1', type: 0 },
          { suffix: 'p2', type: 0 },
        ],
      },
      { suffix: 's2', type: 0 },
      { suffix: 's3', type: 0 },
    ],
  },
  { suffix: 'm3', type: 0 },
  { suffix: 'm4', type: 0 },
];

/**
 * Seeds a team three levels deep under each seeded agent (agent01 → a01m1 → a01m1s1 → a01m1s1p1 …). Team
 * members have ids below the first registered id, so their ledgers open with 60 days of history too.
 */
export function seedTeams(identity: IdentityState) {
  teamHash ??= hashPassword(TEAM_PASSWORD);
  let id = FIRST_TEAM_ID;
  const agents = [...identity.users.values()].filter((u) => [1, 2, 41, 42].includes(u.type) && u.id < FIRST_TEAM_ID);
  const add = (upline: User, prefix: string, members: Member[]) => {
    for (const member of members) {
      const username = `${prefix}${member.suffix}`;
      const user: User = {
        id: id++,
        username,
        passwordHash: teamHash!,
        type: member.type,
        nickname: username.toUpperCase(),
        firstTimeLogin: false,
        passwordExpired: false,
        regDate: `2026-0${1 + (id % 9)}-${String(10 + (id % 18)).padStart(2, '0')}`,
        openingBalance: 300 + (id % 13) * 97.5,
        clubLevel: 1 + (id % 5),
        uplineId: upline.id,
      };
      identity.users.set(username.toLowerCase(), user);
      if (member.children) add(user, username, member.children);
    }
  };
  for (const agent of agents) add(agent, `a${agent.username.replace(/\D/g, '').padStart(2, '0')}`, shape);
}

/** The whole team below an agent, with each member's level (1 = direct), in breadth-first order. */
export function teamOf(identity: IdentityState, agentId: number): { user: User; level: number }[] {
  const byUpline = new Map<number, User[]>();
  for (const u of identity.users.values()) if (u.uplineId !== undefined) byUpline.set(u.uplineId, [...(byUpline.get(u.uplineId) ?? []), u]);
  const team: { user: User; level: number }[] = [];
  let frontier = [{ id: agentId, level: 0 }];
  while (frontier.length > 0) {
    const next: { id: number; level: number }[] = [];
    for (const { id, level } of frontier) {
      for (const child of byUpline.get(id) ?? []) {
        team.push({ user: child, level: level + 1 });
        next.push({ id: child.id, level: level + 1 });
      }
    }
    frontier = next;
  }
  return team;
}
