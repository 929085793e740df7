/**
 * starling-card-carousel.js: previous / next move the scroll-snap track by one view; autoplay
 * moves it every `interval` ms, sliding for `speed` ms, pauses while the pointer or the focus is in
 * the carousel or the shopper pressed pause, and never runs with prefers-reduced-motion
 * (docs/product/storefront.md#showcase).
 */
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

function wireCarousel(section: HTMLElement): void {
  const track = section.querySelector<HTMLElement>('[data-starling-track]');
  if (!track) return;
  const speed = Number(section.dataset.speed) || 0;
  const interval = Math.max(1000, Number(section.dataset.interval) || 2000);
  let sliding = 0;

  const slideTo = (left: number) => {
    cancelAnimationFrame(sliding);
    if (reducedMotion() || speed <= 0) {
      track.scrollLeft = left;
      return;
    }
    const from = track.scrollLeft;
    const start = performance.now();
    // Snapping would pull each frame back to a card: off while sliding, back on at the end.
    track.style.scrollSnapType = 'none';
    const frame = (now: number) => {
      const progress = Math.min(1, (now - start) / speed);
      track.scrollLeft = from + (left - from) * (1 - (1 - progress) ** 3);
      if (progress < 1) sliding = requestAnimationFrame(frame);
      else track.style.scrollSnapType = '';
    };
    sliding = requestAnimationFrame(frame);
  };
  /** One view on (1) or back (-1), wrapping at either end. */
  const step = (direction: 1 | -1) => {
    const end = track.scrollWidth - track.clientWidth;
    const target = track.scrollLeft + direction * track.clientWidth;
    slideTo(target > end + 1 ? 0 : target < -1 ? end : Math.max(0, Math.min(end, target)));
  };
  section.querySelector('[data-starling-prev]')?.addEventListener('click', () => step(-1));
  section.querySelector('[data-starling-next]')?.addEventListener('click', () => step(1));

  const pause = section.querySelector<HTMLButtonElement>('[data-starling-pause]');
  if (section.dataset.autoplay !== '1' || !pause || reducedMotion()) return;
  let held = false;
  let stopped = false;
  pause.hidden = false;
  pause.addEventListener('click', () => {
    stopped = !stopped;
    pause.setAttribute('aria-pressed', String(stopped));
    pause.textContent = (stopped ? pause.dataset.wordPlay : pause.dataset.wordPause) ?? '';
  });
  section.addEventListener('mouseenter', () => (held = true));
  section.addEventListener('mouseleave', () => (held = section.contains(document.activeElement)));
  section.addEventListener('focusin', () => (held = true));
  section.addEventListener('focusout', (event) => (held = section.contains(event.relatedTarget as Node | null) || section.matches(':hover')));
  window.setInterval(() => {
    if (!held && !stopped && !reducedMotion() && !document.hidden) step(1);
  }, interval);
}

for (const section of document.querySelectorAll<HTMLElement>('[data-starling-carousel]')) wireCarousel(section);
