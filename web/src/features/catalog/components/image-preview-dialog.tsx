import { useEffect, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icon';
import { imageUrl } from '@zlota/shared/images';
import { canZoomIn, canZoomOut, rotate, zoomIn, zoomOut, zoomPercent } from '../utils/image-transform';

interface ImagePreviewDialogProps {
  image: string;
  alt: string;
  open: boolean;
  onClose: () => void;
}

/** Spec §9: the full picture in a modal <dialog>, zoom 0.5–1.5 in 0.1 steps and 90° turns; Escape closes it. */
export function ImagePreviewDialog({ image, alt, open, onClose }: ImagePreviewDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setZoom(1);
      setRotation(0);
      element.showModal();
    }
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="image-preview" aria-labelledby="image-preview-title" onClose={onClose} onClick={(event) => event.target === dialog.current && onClose()}>
      <div className="image-preview__bar">
        <h2 id="image-preview-title" className="image-preview__title">
          Podgląd zdjęcia
        </h2>
        <div className="image-preview__tools" role="group" aria-label="Powiększenie i obrót">
          <button type="button" className="icon-button" onClick={() => setZoom(zoomOut)} disabled={!canZoomOut(zoom)} aria-label="Pomniejsz zdjęcie">
            <Icon name="zoomOut" />
          </button>
          <output className="image-preview__zoom" aria-live="polite" aria-label="Powiększenie">
            {zoomPercent(zoom)}
          </output>
          <button type="button" className="icon-button" onClick={() => setZoom(zoomIn)} disabled={!canZoomIn(zoom)} aria-label="Powiększ zdjęcie">
            <Icon name="zoomIn" />
          </button>
          <button type="button" className="icon-button" onClick={() => setRotation(rotate)} aria-label="Obróć zdjęcie o 90 stopni">
            <Icon name="rotate" />
          </button>
          <button type="button" className="icon-button" onClick={onClose} aria-label="Zamknij podgląd">
            <Icon name="close" />
          </button>
        </div>
      </div>
      <div className="image-preview__stage">
        {open && <img src={imageUrl(image, 'full')} alt={alt} className={rotation % 180 === 0 ? 'image-preview__image' : 'image-preview__image image-preview__image--sideways'} style={{ transform: `translate(-50%, -50%) rotate(${rotation}deg) scale(${zoom})` }} draggable={false} />}
      </div>
    </dialog>
  );
}
