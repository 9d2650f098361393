import { useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icon';
import { CharityImage, imageAlt } from '../../../components/charity/charity-image';
import { ImagePreviewDialog } from './image-preview-dialog';

/** The fundraiser's picture (the page's LCP element); a click or Enter opens the preview, and focus comes back here. */
export function CharityPicture({ image, title }: { image: string | null; title: string }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const alt = imageAlt(title);
  if (!image) return <CharityImage image={null} variant="card" alt={alt} className="charity__image" />;
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  return (
    <>
      <button ref={trigger} type="button" className="charity__image-button" onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={`Powiększ zdjęcie do zbiórki „${title}”`}>
        <CharityImage image={image} variant="card" alt="" className="charity__image" priority />
        <span className="charity__image-hint" aria-hidden="true">
          <Icon name="zoomIn" size={18} /> Powiększ
        </span>
      </button>
      <ImagePreviewDialog image={image} alt={alt} open={open} onClose={close} />
    </>
  );
}
