import { call } from './client';

export const again = () => call;
