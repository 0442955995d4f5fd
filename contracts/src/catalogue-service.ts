import type { CallEntry } from './call-entry';
import { announcementReadStateSchema, pathListSchema } from './customer-service';
import { relayPath } from './games';
import {
  announcementReadRequestSchema,
  announcementReadSchema,
  chatLaunchRequestSchema,
  chatLaunchSchema,
  chatUnreadSchema,
  feedbackRequestSchema,
  feedbackSchema,
  helpCenterRequestSchema,
  helpCenterSchema,
  winnersRequestSchema,
  winnersSchema,
} from './service';

const open = { token: false, encrypted: false, alert: false } as const;
const member = { token: true, encrypted: false, alert: false } as const;

/** Chat, help centre, feedback, winners board and reading announcements (spec 04 "Chat…" and "Other"). */
export const serviceCalls = {
  chatLaunch: {
    ...member,
    method: 'GET',
    path: relayPath('CBS_launchChat'),
    modId: 'CBS3',
    request: chatLaunchRequestSchema,
    response: chatLaunchSchema,
  },
  chatUnread: { ...member, method: 'GET', path: relayPath('CBS_unreadCount'), modId: 'CBS3', response: chatUnreadSchema },
  helpCenter: {
    ...open,
    method: 'GET',
    path: '/wps/system/helpCenter',
    modId: 'COMM3',
    request: helpCenterRequestSchema,
    response: helpCenterSchema,
  },
  // PUT as seen; the spec also reads POST: the same call by either method (contracts/README.md, "Service").
  feedback: {
    ...open,
    method: 'PUT',
    path: '/wps/feedback',
    modId: 'FEEDBACK3',
    alert: true,
    request: feedbackRequestSchema,
    response: feedbackSchema,
  },
  feedbackByPost: {
    ...open,
    method: 'POST',
    path: '/wps/feedback',
    modId: 'FEEDBACK3',
    alert: true,
    request: feedbackRequestSchema,
    response: feedbackSchema,
  },
  // Not observed (spec 02 section 7: "Customer service path list … value.version.pathList"); a token, when sent, picks VIP.
  pathList: { ...open, method: 'GET', path: '/wps/system/version', response: pathListSchema },
  winners: {
    ...open,
    method: 'GET',
    path: relayPath('GCSGAME_getRankList'),
    modId: 'COMM3',
    request: winnersRequestSchema,
    response: winnersSchema,
  },
  // Not observed: the relay that marks an announcement read (spec 04 names its fields only).
  announcementRead: {
    ...member,
    method: 'POST',
    path: relayPath('MCSFE_updateAnnouncementRead'),
    request: announcementReadRequestSchema,
    response: announcementReadSchema,
  },
  // Not observed: the announcements the player has read (the list relay is shared with visitors and carries none).
  announcementReadState: {
    ...member,
    method: 'GET',
    path: relayPath('MCSFE_getAnnouncementRead'),
    response: announcementReadStateSchema,
  },
} as const satisfies Record<string, CallEntry>;
