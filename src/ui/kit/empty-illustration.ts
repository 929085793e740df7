/** A plain outline illustration for empty states, inline so it needs no CDN (the admin also runs offline). */
export const EMPTY_STATE_ILLUSTRATION = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="226" height="226" viewBox="0 0 226 226"><rect x="43" y="53" width="140" height="120" rx="12" fill="#f1f1f1" stroke="#8a8a8a" stroke-width="4"/><path d="M43 83h140" stroke="#8a8a8a" stroke-width="4"/><circle cx="60" cy="68" r="5" fill="#8a8a8a"/><circle cx="76" cy="68" r="5" fill="#8a8a8a"/><path d="M78 128l20-20 16 16 14-14 20 20" fill="none" stroke="#8a8a8a" stroke-width="4" stroke-linejoin="round"/></svg>',
)}`;
