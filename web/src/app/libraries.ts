/**
 * A door to the libraries' chunk (react-router, redux, redux-saga, i18next…: vite.config.ts `framework`): importing
 * it evaluates that chunk, so main.tsx can have it evaluated in a task of its own before the app's. One name the app
 * uses anyway, so nothing more is kept in the build.
 */
export { configureStore } from '@reduxjs/toolkit';
