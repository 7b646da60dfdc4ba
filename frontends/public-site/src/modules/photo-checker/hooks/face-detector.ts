// Face detection in the browser with @vladmandic/face-api (docs/adr/0027). The library's own browser
// build (TF.js inside, 1.3 MB, about 250 KB brotli) and its two small models are copied by
// rspack.config.js next to this remote's chunks and loaded from there the first time a photo is
// checked: served from our origin, never on the page's first load, and not re-bundled.
import type * as FaceApi from '@vladmandic/face-api';
import type { FaceMeasure, Point } from '../utils/photo-rules';

declare const __webpack_public_path__: string | undefined;

/** Where the build puts the library and the model files, beside this remote's chunks. */
export const FACE_MODELS_DIR = 'face-models/';
export const FACE_API_FILE = 'face-api.esm.js';

export interface FaceDetector {
  /** Faces found in the image (coordinates in the canvas's pixels). */
  detect(image: HTMLCanvasElement): Promise<FaceMeasure[]>;
}

function modelsDir(): string {
  const base =
    typeof __webpack_public_path__ === 'string' && __webpack_public_path__
      ? new URL(__webpack_public_path__, document.baseURI).href
      : document.baseURI;
  return new URL(FACE_MODELS_DIR, base).href;
}

const centre = (points: { x: number; y: number }[]): Point => ({
  x: points.reduce((sum, point) => sum + point.x, 0) / points.length,
  y: points.reduce((sum, point) => sum + point.y, 0) / points.length,
});

async function createDetector(): Promise<FaceDetector> {
  const dir = modelsDir();
  const faceapi = (await import(/* webpackIgnore: true */ `${dir}${FACE_API_FILE}`)) as typeof FaceApi;
  // WebGL where the browser has it (fast on phones too); TF.js's plain JavaScript backend otherwise.
  // WASM would need its .wasm files served as well.
  // face-api's typings list a subset of TF.js; these two are in its bundle.
  const tf = faceapi.tf as unknown as {
    setBackend(name: string): Promise<boolean>;
    ready(): Promise<void>;
  };
  let webgl = false;
  try {
    webgl = await tf.setBackend('webgl');
  } catch {
    webgl = false;
  }
  if (!webgl) await tf.setBackend('cpu');
  await tf.ready();
  const url = dir.replace(/\/$/, '');
  await Promise.all([
    faceapi.nets.tinyFaceDetector.loadFromUri(url),
    faceapi.nets.faceLandmark68TinyNet.loadFromUri(url),
  ]);
  const options = new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: 0.5 });
  return {
    async detect(image) {
      const found = await faceapi.detectAllFaces(image, options).withFaceLandmarks(true);
      return found.map(({ detection, landmarks }) => ({
        box: {
          x: detection.box.x,
          y: detection.box.y,
          width: detection.box.width,
          height: detection.box.height,
        },
        leftEye: centre(landmarks.getLeftEye()),
        rightEye: centre(landmarks.getRightEye()),
        // Point 8 of the 68-point jaw outline is the tip of the chin.
        chin: { x: landmarks.getJawOutline()[8].x, y: landmarks.getJawOutline()[8].y },
      }));
    },
  };
}

let detector: Promise<FaceDetector> | null = null;
let loaded = false;

/** Whether the library and models are in the page already (no loading step to show). */
export function faceDetectorLoaded(): boolean {
  return loaded;
}

/** The detector, loaded once per page; a failed load is retried on the next call. */
export function loadFaceDetector(): Promise<FaceDetector> {
  if (!detector) {
    detector = createDetector();
    detector.then(
      () => {
        loaded = true;
      },
      () => {
        detector = null;
      },
    );
  }
  return detector;
}
