import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the phone's support bar is wanted: the page's own "Wesprzyj" has scrolled out above the screen, and neither
 * the footer nor the cookie banner is in view (the bar never covers them). Checked once a frame while scrolling.
 */
export function useSupportBar(anchor: RefObject<HTMLElement | null>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const button = anchor.current;
      const footer = document.querySelector('footer');
      const passed = button !== null && button.getBoundingClientRect().bottom < 0;
      const footerInView = footer !== null && footer.getBoundingClientRect().top < window.innerHeight;
      const banner = document.querySelector('.cookie-banner') !== null;
      setShown(passed && !footerInView && !banner);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    check();
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [anchor]);
  return shown;
}
