import { CHAT_LINK_PATH_TYPE, decryptChatLink, serviceCalls, type PathListEntry } from '@portal/contracts';
import { callApi, type HttpClient } from '../http/http-client';

/** The customer-service path list (spec 02 section 7: value.version.pathList). */
export const fetchPathList = (http: HttpClient) => callApi(http, serviceCalls.pathList);

/** The type '3' entry is the chat link (spec 02 section 3), else the first (spec 04); only a web address is opened. */
export async function chatLinkOf(pathList: PathListEntry[]): Promise<string> {
  const entry = pathList.find((e) => e.type === CHAT_LINK_PATH_TYPE) ?? pathList[0];
  if (!entry) throw new Error('no customer-service entry');
  const url = await decryptChatLink(entry.path);
  if (!/^https?:\/\//.test(url)) throw new Error('not a web address');
  return url;
}
