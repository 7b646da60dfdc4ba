// Images that carry metadata with recognisable text in every block (EXIF, its GPS position, XMP,
// IPTC, a JPEG comment, an ICC profile), for tests that check stored images keep none of it.
// sharp is loaded on first use, so tests that never make such an image do not load it.

/** Text planted in each metadata block; none may appear in a stored image. */
export const METADATA_CANARIES = {
  exif: 'CANARY-EXIF-CAMERA',
  gps: 'CANARY-GPS-DATUM',
  xmp: 'CANARY-XMP-CREATOR',
  iptc: 'CANARY-IPTC-CAPTION',
  comment: 'CANARY-JPEG-COMMENT',
} as const;

/** A JPEG segment: marker, big-endian length (which counts itself), payload. */
function segment(marker: number, payload: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head[0] = 0xff;
  head[1] = marker;
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** An APP13 Photoshop segment holding one IPTC caption (record 2, dataset 120). */
function iptcSegment(caption: string): Buffer {
  const text = Buffer.from(caption, 'latin1');
  const dataset = Buffer.concat([Buffer.from([0x1c, 0x02, 0x78, 0x00, text.length]), text]);
  const resource = Buffer.concat([
    Buffer.from('8BIM', 'latin1'),
    Buffer.from([0x04, 0x04, 0x00, 0x00]), // resource 0x0404 (IPTC), empty name
    Buffer.alloc(4),
    dataset,
    dataset.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0),
  ]);
  resource.writeUInt32BE(dataset.length, 8);
  return segment(0xed, Buffer.concat([Buffer.from('Photoshop 3.0\0', 'latin1'), resource]));
}

/**
 * `image` (any format sharp reads) as a JPEG or PNG carrying every canary: EXIF (camera, GPS
 * position) and XMP through sharp, a Display P3 ICC profile, and for JPEG also an IPTC segment and
 * a comment spliced in after the start marker. `orientation` is written to EXIF as given.
 */
export async function withMetadataCanaries(
  image: Buffer,
  options: { format?: 'jpeg' | 'png'; orientation?: number; quality?: number } = {},
): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const tagged = sharp(image)
    .withIccProfile('p3')
    .withMetadata({ orientation: options.orientation ?? 1 })
    .withExif({
      IFD0: { Make: METADATA_CANARIES.exif, Model: METADATA_CANARIES.exif },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2964/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 17/1 4036/100',
        GPSMapDatum: METADATA_CANARIES.gps,
      },
    })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        `<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>${METADATA_CANARIES.xmp}</dc:creator>` +
        '</rdf:Description></rdf:RDF></x:xmpmeta>',
    );
  if (options.format === 'png') return tagged.png().toBuffer();
  const jpeg = await tagged.jpeg({ quality: options.quality ?? 80 }).toBuffer();
  return Buffer.concat([
    jpeg.subarray(0, 2),
    iptcSegment(METADATA_CANARIES.iptc),
    segment(0xfe, Buffer.from(METADATA_CANARIES.comment, 'latin1')),
    jpeg.subarray(2),
  ]);
}

/** The canaries found in `bytes` (an empty list when the image carries none of them). */
export function metadataCanariesIn(bytes: Buffer): string[] {
  return Object.values(METADATA_CANARIES).filter((canary) => bytes.includes(canary));
}

/**
 * Every trace of metadata left in an image: the canaries found in its bytes, and the blocks sharp
 * reads from it (exif, xmp, iptc, icc, comments, an orientation other than upright). Empty when the
 * image holds nothing but its pixels.
 */
export async function metadataLeftIn(bytes: Buffer): Promise<string[]> {
  const { default: sharp } = await import('sharp');
  const meta = await sharp(bytes).metadata();
  const blocks = {
    exif: meta.exif,
    xmp: meta.xmp,
    iptc: meta.iptc,
    icc: meta.icc,
    comments: meta.comments?.length ? meta.comments : undefined,
    orientation: (meta.orientation ?? 1) !== 1 ? meta.orientation : undefined,
  };
  return [
    ...metadataCanariesIn(bytes),
    ...Object.entries(blocks)
      .filter(([, value]) => value !== undefined)
      .map(([name]) => name),
  ];
}
