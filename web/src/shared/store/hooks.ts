import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from './root-state';

/** The typed hooks every component uses. */
export const useAppDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>();
export const useAppSelector = useSelector.withTypes<RootState>();
