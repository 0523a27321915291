import { randomUUID } from 'node:crypto';
import { PT_PER_MM } from '@eb/book-model';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/**
 * A pdfkit document prepared for the printer as far as pdfkit lets us (decision 024): PDF 1.6, no
 * encryption, an sRGB output intent for PDF/X, the PDF/X-4 identification in the Info dictionary and
 * the XMP metadata, Trapped False. Pages are added by addSheet() with their boxes.
 */
export type PdfDoc = PDFKit.PDFDocument;

export interface PrintDocumentOptions {
  title: string;
  /** Printed into the XMP and Info as the document's subject, e.g. 'Innenseiten'. */
  subject: string;
}

let srgbProfile: Promise<Buffer> | undefined;

/** The sRGB ICC profile libvips carries inside sharp: no file to find at run time, no download. */
export function srgbIccProfile(): Promise<Buffer> {
  srgbProfile ??= sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } })
    .withIccProfile('srgb')
    .png()
    .toBuffer()
    .then(async (png) => {
      const { icc } = await sharp(png).metadata();
      if (!icc) throw new Error('sharp embedded no sRGB profile');
      return icc;
    });
  return srgbProfile;
}

export async function createPrintDocument(options: PrintDocumentOptions): Promise<PdfDoc> {
  const profile = await srgbIccProfile();
  const created = new Date();
  const doc = new PDFDocument({
    autoFirstPage: false,
    // PDF/X-4 needs at least PDF 1.6 (transparency and optional content as in 1.6).
    pdfVersion: '1.6',
    lang: 'de-DE',
    info: {
      // pdfkit pastes Title and Subject into its XMP unescaped: XmlSafeString keeps the Info string raw
      // and gives the XMP an escaped copy, so a title like 'Anna & Karl <1950>' stays valid XML.
      Title: new XmlSafeString(options.title) as unknown as string,
      Subject: new XmlSafeString(options.subject) as unknown as string,
      Creator: 'Erinnerungsbuch',
      Producer: 'Erinnerungsbuch (PDFKit)',
      CreationDate: created,
      ModDate: created,
    },
  });
  const info = doc.info as unknown as Record<string, unknown>;
  const profileRef = doc.ref({ N: 3 });
  info.GTS_PDFXVersion = 'PDF/X-4';
  info.Trapped = pdfName(profileRef, 'False');
  profileRef.end(profile);
  const intent = doc.ref({
    Type: 'OutputIntent',
    S: 'GTS_PDFX',
    OutputConditionIdentifier: new String('sRGB'),
    Info: new String('sRGB IEC61966-2.1'),
    RegistryName: new String('http://www.color.org'),
    DestOutputProfile: profileRef,
  });
  intent.end(undefined);
  (doc as unknown as { _root: { data: Record<string, unknown> } })._root.data.OutputIntents = [intent];

  const id = randomUUID();
  const date = created.toISOString().split('.')[0] + 'Z';
  doc.appendXML(`
        <rdf:Description rdf:about="" xmlns:pdfxid="http://www.npes.org/pdfx/ns/id/">
            <pdfxid:GTS_PDFXVersion>PDF/X-4</pdfxid:GTS_PDFXVersion>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">
            <xmp:ModifyDate>${date}</xmp:ModifyDate>
            <xmp:MetadataDate>${date}</xmp:MetadataDate>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/">
            <xmpMM:DocumentID>uuid:${id}</xmpMM:DocumentID>
            <xmpMM:InstanceID>uuid:${id}</xmpMM:InstanceID>
            <xmpMM:VersionID>1</xmpMM:VersionID>
            <xmpMM:RenditionClass>default</xmpMM:RenditionClass>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:pdfx="http://ns.adobe.com/pdfx/1.3/">
            <pdfx:GTS_PDFXVersion>PDF/X-4</pdfx:GTS_PDFXVersion>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">
            <pdf:Trapped>False</pdf:Trapped>
        </rdf:Description>`);
  return doc;
}

/** The printed sheet of one PDF page: its trim in millimetres and the bleed around it. */
export interface Sheet {
  widthMm: number;
  heightMm: number;
  bleedMm: number;
}

/** A new page with MediaBox = BleedBox = trim + bleed and the TrimBox at the trim (in points). */
export function addSheet(doc: PdfDoc, sheet: Sheet): void {
  const width = (sheet.widthMm + 2 * sheet.bleedMm) * PT_PER_MM;
  const height = (sheet.heightMm + 2 * sheet.bleedMm) * PT_PER_MM;
  const bleed = sheet.bleedMm * PT_PER_MM;
  doc.addPage({ size: [width, height], margin: 0 });
  const data = doc.page.dictionary.data as Record<string, unknown>;
  data.BleedBox = [0, 0, width, height];
  data.TrimBox = [bleed, bleed, width - bleed, height - bleed];
}

/** A String whose text goes into the PDF as it is and into pdfkit's XMP template XML-escaped. */
class XmlSafeString extends String {
  override toString(): string {
    return this.valueOf().replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
  }
}

/**
 * A PDF name as a value of the Info dictionary. pdfkit writes every JS string there as a text string,
 * but Trapped must be the name /False. pdfkit writes its reference objects by their toString(), so an
 * object of its (unexported) reference base class with our own toString comes out as a name.
 */
function pdfName(anyRef: object, name: string): object {
  const referenceBase = Object.getPrototypeOf(Object.getPrototypeOf(anyRef)) as object;
  return Object.create(referenceBase, { toString: { value: () => `/${name}` } }) as object;
}
