// The photo checker lives in its own module (modules/photo-checker, docs/adr/0027).
export { PhotoCheckerPage } from '../../photo-checker/components/photo-checker-page';
