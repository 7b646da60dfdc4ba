import { useCallback, useEffect, useRef, useState } from 'react';
import {
  canCorrect,
  headGeometry,
  isJpeg,
  meanChannelSpread,
  photoIssues,
  planCrop,
  type FaceMeasure,
  type HeadGeometry,
  type Point,
  type PhotoIssue,
} from '../utils/photo-rules';
import { faceDetectorLoaded, loadFaceDetector, type FaceDetector } from './face-detector';
import {
  decodePhoto,
  detectionCanvas,
  renderCorrected,
  samplePixels,
  turnedCanvas,
  type DecodedPhoto,
} from './photo-canvas';
import { detectTilted } from './tilted-faces';

/** Files above this are not decoded (no camera photo comes near it). */
export const PHOTO_FILE_LIMIT_BYTES = 30 * 1024 * 1024;

/** One photo, checked: what was measured and every rule it breaks. */
export interface CheckedPhoto {
  /** An object URL for the preview (revoked when the next photo is chosen). */
  url: string;
  bytes: number;
  width: number;
  height: number;
  jpeg: boolean;
  faces: number;
  /** Head size and place, when there is exactly one face. */
  geometry: HeadGeometry | null;
  issues: PhotoIssue[];
}

export interface PhotoReport {
  fileName: string;
  original: CheckedPhoto;
  /** The corrected copy, checked again; null when none was needed or none could be made. */
  corrected: (CheckedPhoto & { blob: Blob; enlarged: boolean }) | null;
  /** The photo breaks rules a copy cannot fix, or no copy fitted 240 kB. */
  uncorrectable: boolean;
}

export type PhotoCheckState =
  | { status: 'idle' }
  | { status: 'loading-model' }
  | { status: 'checking' }
  | { status: 'correcting' }
  | { status: 'failed'; reason: 'too-big-file' | 'unreadable' | 'detector' }
  | { status: 'done'; report: PhotoReport };

class PhotoCheckFailure extends Error {
  constructor(readonly reason: 'too-big-file' | 'unreadable' | 'detector') {
    super(reason);
  }
}

interface Checked {
  checked: CheckedPhoto;
  photo: DecodedPhoto;
  faces: FaceMeasure[];
}

/** The file's first bytes (FileReader: every browser, and jsdom). */
function readHeader(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file.slice(0, 4));
  });
}

async function decode(file: Blob): Promise<{ header: Uint8Array; photo: DecodedPhoto }> {
  try {
    const header = await readHeader(file);
    return { header, photo: await decodePhoto(file) };
  } catch {
    throw new PhotoCheckFailure('unreadable');
  }
}

async function check(
  file: Blob,
  { header, photo }: { header: Uint8Array; photo: DecodedPhoto },
  detector: FaceDetector,
): Promise<Checked> {
  const { canvas, scale } = detectionCanvas(photo);
  // A tilted head is looked for on turned copies before "No face was found".
  const { faces: detected } = await detectTilted(
    canvas,
    canvas,
    (image) => detector.detect(image),
    turnedCanvas,
  ).catch(() => {
    throw new PhotoCheckFailure('detector');
  });
  const back = (point: Point): Point => ({ x: point.x / scale, y: point.y / scale });
  const faces = detected.map((face) => ({
    box: {
      x: face.box.x / scale,
      y: face.box.y / scale,
      width: face.box.width / scale,
      height: face.box.height / scale,
    },
    leftEye: back(face.leftEye),
    rightEye: back(face.rightEye),
    chin: back(face.chin),
  }));
  const facts = {
    header,
    bytes: file.size,
    width: photo.width,
    height: photo.height,
    colourSpread: meanChannelSpread(samplePixels(photo)),
    faces,
  };
  return {
    photo,
    faces,
    checked: {
      url: URL.createObjectURL(file),
      bytes: file.size,
      width: photo.width,
      height: photo.height,
      jpeg: isJpeg(header),
      faces: faces.length,
      geometry: faces.length === 1 ? headGeometry(faces[0], photo.width, photo.height) : null,
      issues: photoIssues(facts),
    },
  };
}

/**
 * Checks a chosen photo in the browser and, when it breaks rules a crop and re-encoding can fix,
 * makes a corrected copy and checks that too. The photo never leaves the page.
 */
export function usePhotoCheck() {
  const [state, setState] = useState<PhotoCheckState>({ status: 'idle' });
  const run = useRef(0);
  const urls = useRef<string[]>([]);

  const release = useCallback(() => {
    for (const url of urls.current) URL.revokeObjectURL(url);
    urls.current = [];
  }, []);
  useEffect(() => release, [release]);

  const start = useCallback(
    async (file: File) => {
      const current = ++run.current;
      const live = () => current === run.current;
      release();
      if (file.size > PHOTO_FILE_LIMIT_BYTES) {
        setState({ status: 'failed', reason: 'too-big-file' });
        return;
      }
      try {
        // A file the browser cannot read as an image is refused before the detector is fetched.
        setState({ status: 'checking' });
        const decoded = await decode(file);
        if (!faceDetectorLoaded()) setState({ status: 'loading-model' });
        const detector = await loadFaceDetector().catch(() => {
          decoded.photo.bitmap.close();
          throw new PhotoCheckFailure('detector');
        });
        if (!live()) return;
        setState({ status: 'checking' });
        const original = await check(file, decoded, detector);
        urls.current.push(original.checked.url);
        if (!live()) return;
        const { issues } = original.checked;
        let corrected: PhotoReport['corrected'] = null;
        let uncorrectable = false;
        if (issues.length > 0 && canCorrect(issues)) {
          setState({ status: 'correcting' });
          const plan = planCrop(original.faces[0], original.photo);
          const blob = await renderCorrected(original.photo, plan);
          if (blob) {
            const again = await check(blob, await decode(blob), detector);
            urls.current.push(again.checked.url);
            again.photo.bitmap.close();
            corrected = { ...again.checked, blob, enlarged: plan.enlarged };
          } else uncorrectable = true;
        } else uncorrectable = issues.length > 0;
        original.photo.bitmap.close();
        if (!live()) return;
        setState({
          status: 'done',
          report: { fileName: file.name, original: original.checked, corrected, uncorrectable },
        });
      } catch (error) {
        if (!live()) return;
        setState({
          status: 'failed',
          reason: error instanceof PhotoCheckFailure ? error.reason : 'unreadable',
        });
      }
    },
    [release],
  );

  const reset = useCallback(() => {
    run.current += 1;
    release();
    setState({ status: 'idle' });
  }, [release]);

  return { state, check: start, reset };
}
