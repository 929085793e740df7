import { type ColumnMapping, MAPPABLE_FIELDS, type MappableField } from './import-job';
import { type FileFormatId } from './imported-review';
import { type ReviewFileFormat } from './review-file-format';
import { JUDGEME_FORMAT } from './formats/judgeme';
import { LOOX_FORMAT } from './formats/loox';
import { OKENDO_FORMAT } from './formats/okendo';
import { OPINEW_FORMAT } from './formats/opinew';
import { RYVIU_FORMAT } from './formats/ryviu';
import { SHOPIFY_FORMAT } from './formats/shopify';
import { STARLING_FORMAT } from './formats/starling';
import { TRUSTOO_FORMAT } from './formats/trustoo';
import { YOTPO_FORMAT } from './formats/yotpo';

/** The review files we recognise by their header row and can export in (docs/product/import-formats.md). */
export const REVIEW_FILE_FORMATS: readonly ReviewFileFormat[] = [
  JUDGEME_FORMAT,
  LOOX_FORMAT,
  OKENDO_FORMAT,
  YOTPO_FORMAT,
  TRUSTOO_FORMAT,
  SHOPIFY_FORMAT,
  RYVIU_FORMAT,
  OPINEW_FORMAT,
  STARLING_FORMAT,
];

/** A file needs these columns to be imported; everything else has a default (docs/product/import-formats.md#mapping). */
export const REQUIRED_FIELDS: readonly MappableField[] = ['rating'];

export function fileFormatById(id: FileFormatId): ReviewFileFormat {
  return REVIEW_FILE_FORMATS.find((format) => format.id === id)!;
}

/** A header as formats name it: byte order mark dropped, trimmed, lower-case, single spaces. */
export function normalizeHeader(header: string): string {
  return header.replace(/^\uFEFF/, '').trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * The format whose signature the headers hold, or null. When several fit, the one that writes
 * more of the file's columns wins, then the longer signature.
 */
export function recognizeFormat(headers: readonly string[]): ReviewFileFormat | null {
  const present = new Set(headers.map(normalizeHeader));
  const fit = (format: ReviewFileFormat) => format.export.headers.filter((header) => present.has(normalizeHeader(header))).length;
  let best: ReviewFileFormat | null = null;
  for (const format of REVIEW_FILE_FORMATS) {
    if (!format.signature.every((name) => present.has(name))) continue;
    if (best === null || fit(format) > fit(best) || (fit(format) === fit(best) && format.signature.length > best.signature.length)) best = format;
  }
  return best;
}

/** Which column feeds which field in a file of this format (a field whose column is absent is left out). */
export function mappingFor(format: ReviewFileFormat, headers: readonly string[]): ColumnMapping {
  const names = headers.map(normalizeHeader);
  const mapping: Record<string, number | number[]> = {};
  for (const field of MAPPABLE_FIELDS) {
    const candidates = format.columns[field] ?? [];
    const indexes = candidates.flatMap((candidate) => names.flatMap((name, index) => (name === candidate ? [index] : [])));
    if (indexes.length === 0) continue;
    mapping[field] = field === 'photo_urls' || field === 'video_urls' ? [...new Set(indexes)] : indexes[0]!;
  }
  return mapping;
}

/** The required fields the mapping leaves without a column. */
export function missingRequiredFields(mapping: ColumnMapping): MappableField[] {
  return REQUIRED_FIELDS.filter((field) => mapping[field] === undefined);
}

/**
 * Header words per field for a file we do not recognise, compared with letters and digits only
 * (so "Review Title", "review_title" and "reviewTitle" are one); English first, then common words
 * of our other languages.
 */
const SYNONYMS: Readonly<Record<Exclude<MappableField, 'photo_urls' | 'video_urls'>, readonly string[]>> = {
  rating: ['rating', 'stars', 'star', 'score', 'reviewscore', 'rate', 'note', 'bewertung', 'sterne', 'puntuacion', 'valoracion', 'calificacion',
    'estrellas', 'valutazione', 'stelle', 'voto', 'nota', 'avaliacao', 'estrelas', 'beoordeling', 'sterren', 'ocena', 'gwiazdki', 'betyg',
    'arvosana', 'tähdet', 'puan', '評価', '评分', '評分', '평점', '별점'],
  title: ['title', 'reviewtitle', 'subject', 'headline', 'titel', 'titre', 'titulo', 'título', 'titolo', 'tytuł', 'otsikko', 'başlık',
    'タイトル', '件名', '标题', '標題', '제목'],
  body: ['body', 'content', 'reviewcontent', 'review', 'reviewbody', 'reviewtext', 'comment', 'comments', 'text', 'message', 'description',
    'inhalt', 'kommentar', 'rezension', 'texte', 'commentaire', 'avis', 'contenido', 'comentario', 'reseña', 'testo', 'commento',
    'recensione', 'tekst', 'opinia', 'recensie', 'arvostelu', 'kommentti', 'yorum', 'recenze', 'anmeldelse', 'レビュー', '内容', '评论',
    '評論', '내용', '리뷰'],
  author_name: ['name', 'author', 'authorname', 'reviewer', 'reviewername', 'reviewerdisplayname', 'displayname', 'customername', 'customer',
    'nickname', 'username', 'user', 'nom', 'nombre', 'nome', 'autor', 'auteur', 'naam', 'imię', 'nimi', 'namn', 'navn', 'jméno', 'isim',
    '名前', '姓名', '名稱', '이름'],
  author_email: ['email', 'authoremail', 'revieweremail', 'customeremail', 'useremail', 'mail', 'emailaddress', 'correo', 'courriel'],
  commented_at: ['date', 'createdat', 'created', 'reviewdate', 'datecreated', 'commentedat', 'publishedat', 'submittedat', 'timestamp',
    'datum', 'fecha', 'data', 'päivämäärä', 'tarih', '日付', '日期', '날짜'],
  product_handle: ['handle', 'producthandle', 'productslug', 'slug', 'producturl', 'productlink'],
  product_id: ['productid', 'product', 'shopifyproductid', 'productgid'],
  published: ['published', 'status', 'state', 'visible', 'approved', 'publish', 'curated'],
  featured: ['featured', 'feature', 'pinned'],
  verified_purchase: ['verified', 'verifiedpurchase', 'verifiedbuyer', 'verifypurchase', 'isverifiedbuyer'],
  incentivized: ['incentivized', 'incentivised', 'incentive', 'incentivetype'],
  order_id: ['orderid', 'order', 'ordernumber', 'ordername'],
  country: ['country', 'countrycode', 'location', 'land', 'pays', 'país', 'pais', 'paese', 'kraj', 'maa', 'ülke', '国', '国家', '국가'],
  reply: ['reply', 'response', 'replycontent', 'storereply', 'merchantreply', 'commentcontent', 'antwort', 'réponse', 'respuesta', 'risposta',
    'resposta', 'antwoord', 'odpowiedź', 'svar', 'vastaus', 'yanıt', 'odpověď', '返信', '回复', '回覆', '답변'],
  replied_at: ['repliedat', 'replydate', 'responsedate', 'replycreatedat', 'commentcreatedat'],
};

const PHOTO_HEADER = /^(photo|photos|image|images|picture|pictures|img|foto|fotos|bild|bilder|imagen|imagenes|immagine|immagini|zdjecie|kuva)(url|urls|link|links)?\d*$/u;
const VIDEO_HEADER = /^(video|videos)(url|urls|link|links)?\d*$/u;

function compactHeader(header: string): string {
  return normalizeHeader(header).replace(/[^\p{L}\p{N}]/gu, '');
}

/** A first mapping for a file we do not recognise, by header words; each column feeds one field at most. */
export function suggestMapping(headers: readonly string[]): ColumnMapping {
  const names = headers.map(compactHeader);
  const used = new Set<number>();
  const mapping: Record<string, number | number[]> = {};
  for (const [field, synonyms] of Object.entries(SYNONYMS)) {
    const index = synonyms.map((synonym) => names.findIndex((name, at) => name === synonym && !used.has(at))).find((at) => at >= 0);
    if (index === undefined) continue;
    mapping[field] = index;
    used.add(index);
  }
  const columnsMatching = (pattern: RegExp) => names.flatMap((name, index) => (!used.has(index) && pattern.test(name) ? [index] : []));
  const photos = columnsMatching(PHOTO_HEADER);
  const videos = columnsMatching(VIDEO_HEADER);
  if (photos.length > 0) mapping.photo_urls = photos;
  if (videos.length > 0) mapping.video_urls = videos;
  return mapping;
}
