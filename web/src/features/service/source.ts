import type { RemoteSource } from '../../shared/remote/remote-saga';
import { selectService } from './selectors';
import { serviceActions, type ServiceKey } from './slice';

/** Where the service feature keeps the values it reads (shared/remote's sagas read and write them here). */
export const serviceSource: RemoteSource<ServiceKey> = {
  actions: serviceActions,
  select: (s, key) => (key === 'chat' ? selectService(s).chat.launch : selectService(s)[key]),
};
