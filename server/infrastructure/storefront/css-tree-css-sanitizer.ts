import * as csstree from 'css-tree';
import { type CssSanitizer, type SanitizedCss } from '../../application/storefront/css-sanitizer.port';

/** Properties that run code or pull in behaviour in some browser. */
const CODE_PROPERTIES = /^(-moz-binding|behavior|-ms-behavior)$/i;
/** Values that run code: IE's expression(), script URLs. */
const CODE_VALUE = /expression\s*\(|javascript:|vbscript:/i;
const SHOWN_LENGTH = 60;

const shown = (text: string) => (text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH)}…` : text);

/**
 * Parses merchant CSS with css-tree and writes it back from the tree, without what could run code
 * or load from elsewhere: @import, @charset and @namespace rules, expression(), javascript: and
 * any url() that is not https or a data: image, -moz-binding and behavior. What comes out is
 * written by the generator (no raw text survives), and every '<' in it is a CSS escape, so no
 * text can close the <style> element it is put in.
 */
export class CssTreeCssSanitizer implements CssSanitizer {
  sanitize(css: string): SanitizedCss {
    const removed: string[] = [];
    const ast = csstree.parse(css, { parseValue: true });
    csstree.walk(ast, {
      visit: 'Atrule',
      enter(node, item, list) {
        if (['import', 'charset', 'namespace'].includes(node.name.toLowerCase()) && list) {
          removed.push(shown(csstree.generate(node)));
          list.remove(item);
        }
      },
    });
    csstree.walk(ast, {
      visit: 'Declaration',
      enter(node, item, list) {
        const value = csstree.generate(node.value);
        const unsafeUrl = hasUnsafeUrl(node.value);
        if (list && (CODE_PROPERTIES.test(node.property) || CODE_VALUE.test(value) || unsafeUrl)) {
          removed.push(shown(`${node.property}: ${value}`));
          list.remove(item);
        }
      },
    });
    // What the parser could not read stays raw text in the tree: it goes, so only parsed CSS is written back.
    csstree.walk(ast, {
      visit: 'Raw',
      enter(node, item, list) {
        if (!list) return;
        if (node.value.replace(/[\s;]/g, '') !== '') removed.push(shown(node.value.trim()));
        list.remove(item);
      },
    });
    return { css: csstree.generate(ast).replace(/</g, '\\3c '), removed };
  }
}

/** An address in a string (image-set("…") takes them): the same rule as url(). */
const SAFE_ADDRESS = /^(https:\/\/|\/(?!\/)|data:image\/(png|gif|jpeg|webp);)/i;
const LOOKS_LIKE_ADDRESS = /^(\w[\w+.-]*:|\/\/)/;

function hasUnsafeUrl(value: csstree.CssNode): boolean {
  let unsafe = false;
  csstree.walk(value, {
    visit: 'String',
    enter(node) {
      if (LOOKS_LIKE_ADDRESS.test(node.value.trim()) && !SAFE_ADDRESS.test(node.value.trim())) unsafe = true;
    },
  });
  csstree.walk(value, {
    visit: 'Url',
    enter(node) {
      // https, the shop's own paths and inline images; never http, script or other schemes.
      if (!SAFE_ADDRESS.test(node.value.trim())) unsafe = true;
    },
  });
  return unsafe;
}
