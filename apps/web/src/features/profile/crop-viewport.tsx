import { useRef } from 'react';
import type { CropImage, SourceSquare } from './avatar-crop.ts';
import classes from './crop-viewport.module.css';
import { useCropGestures } from './use-crop-gestures.ts';

type CropViewportProps = {
  image: CropImage;
  /** Side of the square viewport, in CSS pixels. */
  size: number;
  /** The part of the image to show: the same square that will be cropped. */
  source: SourceSquare;
  onPan: (dx: number, dy: number) => void;
  onZoomBy: (factor: number) => void;
  label: string;
  descriptionId: string;
};

/**
 * The square the avatar is cut from, with a round guide. The image is placed from the source square
 * itself, so what the user frames here is exactly what cropAvatar draws.
 */
export function CropViewport({ image, size, source, onPan, onZoomBy, label, descriptionId }: CropViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  const gestures = useCropGestures(ref, { onPan, onZoomBy });
  const scale = size / source.side;

  return (
    // A custom two-dimensional control: "application" lets screen readers pass the arrow keys on.
    <div
      ref={ref}
      className={classes.viewport}
      style={{ width: size, height: size }}
      tabIndex={0}
      role="application"
      aria-label={label}
      aria-describedby={descriptionId}
      {...gestures}
    >
      <img
        src={image.url}
        alt=""
        draggable={false}
        className={classes.image}
        style={{
          width: image.width * scale,
          height: image.height * scale,
          transform: `translate(${-source.sx * scale}px, ${-source.sy * scale}px)`,
        }}
      />
      <div className={classes.guide} aria-hidden="true" />
    </div>
  );
}
