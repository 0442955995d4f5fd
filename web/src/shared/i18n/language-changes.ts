import { eventChannel } from 'redux-saga';
import { takeLatest } from 'redux-saga/effects';
import { contextOf } from '../store/saga-context';

/**
 * Runs `worker` each time the player picks another language, the latest pick cancelling a worker still running. The
 * server words its own content (notice, promotions, goods) in the call's Language header's language (spec 03,
 * "Envelope and headers"), so what a feature read in the old language is read again. i18next also says a language
 * changed when it is only set again (the app's start sets the stored one): that is no change here.
 */
export function* takeLanguageChanges(worker: (language: string) => Generator) {
  const i18n = yield* contextOf('i18n');
  const changes = eventChannel<string>((emit) => {
    const changed = (language: string) => emit(language);
    i18n.on('languageChanged', changed);
    return () => i18n.off('languageChanged', changed);
  });
  let current = i18n.language;
  yield takeLatest(changes, function* changed(language: string) {
    if (language === current) return;
    current = language;
    yield* worker(language);
  });
}
