import { type BookmarkletWords } from '../../../src/domain/import/bookmarklet';

const OVERLAY_ID = 'starling-reviews-bookmarklet';

export interface BookmarkletOverlay {
  say(text: string, tone?: 'info' | 'error' | 'success'): void;
  offerSend(onSend: () => void): void;
  hideSend(): void;
}

/** A word with its `{{name}}` places filled. */
export function fillWords(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * A small box in the page's corner with a status line, Send and Close. Text only (textContent):
 * nothing of the page or of our answer is ever parsed as HTML.
 */
export function showOverlay(document: Document, words: BookmarkletWords): BookmarkletOverlay {
  document.getElementById(OVERLAY_ID)?.remove();
  const box = document.createElement('div');
  box.id = OVERLAY_ID;
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-label', words.title);
  box.style.cssText =
    'position:fixed;z-index:2147483647;top:16px;right:16px;width:min(320px,calc(100vw - 32px));background:#fff;color:#303030;border-radius:12px;box-shadow:0 8px 24px rgba(0,0,0,.25);padding:16px;font:14px/1.4 -apple-system,system-ui,sans-serif';
  const title = document.createElement('strong');
  title.textContent = words.title;
  title.style.cssText = 'display:block;font-size:15px;margin-bottom:8px';
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.style.cssText = 'margin:0 0 12px';
  const send = document.createElement('button');
  send.type = 'button';
  send.textContent = words.send;
  send.hidden = true;
  send.style.cssText = 'background:#303030;color:#fff;border:0;border-radius:8px;padding:8px 14px;margin-right:8px;cursor:pointer;font:inherit';
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = words.close;
  close.style.cssText = 'background:#f1f1f1;color:#303030;border:0;border-radius:8px;padding:8px 14px;cursor:pointer;font:inherit';
  close.addEventListener('click', () => box.remove());
  box.append(title, status, send, close);
  document.body.append(box);
  const colors = { info: '#303030', error: '#8e1f0b', success: '#0c5132' };
  return {
    say(text, tone = 'info') {
      status.textContent = text;
      status.style.color = colors[tone];
    },
    offerSend(onSend) {
      send.hidden = false;
      send.disabled = false;
      send.onclick = () => {
        send.disabled = true;
        onSend();
      };
    },
    hideSend() {
      send.hidden = true;
    },
  };
}
