import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import type { Color, StylePicture } from '@shop/contracts';
import { Text, tokens } from '@shop/ui';
import { Button } from '@shop/ui/controls';
import { Alert } from '@shop/ui/forms';
import { usePictureUpload } from './use-picture-upload';

export interface PictureListProps {
  pictures: StylePicture[];
  onChange: (pictures: StylePicture[]) => void;
  /** The colours a picture may be the picture of: the style's. */
  colors: readonly Color[];
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The style's pictures in order (docs/product/catalogue.md#back-office-catalogue): add by the file
 * picker or a drop, move up or down (buttons, so the keyboard reorders too), remove, and tie one to
 * a colour. The list is saved with the style; an upload alone puts a picture on no style.
 */
export function PictureList({ pictures, onChange, colors }: PictureListProps) {
  const inputId = useId();
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  // Uploads finish one after another; each appends to the list as it is by then.
  const latest = useRef(pictures);
  latest.current = pictures;
  const { uploadFiles, uploading, failures, accept } = usePictureUpload((picture) =>
    onChange([...latest.current, { ...picture, color: null }]),
  );

  useEffect(() => {
    if (!focusAfterMove) return;
    document.getElementById(focusAfterMove)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, pictures]);

  function move(index: number, by: -1 | 1) {
    const key = pictures[index]?.key;
    const to = index + by;
    onChange(moved(pictures, index, to));
    // At either end the same button is disabled; the focus goes to its twin instead.
    const atEnd = to === 0 || to === pictures.length - 1;
    const direction = by < 0 !== atEnd ? 'up' : 'down';
    setFocusAfterMove(`${inputId}-${direction}-${key}`);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    void uploadFiles([...event.dataTransfer.files]);
  }

  return (
    <section aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} style={{ fontSize: tokens.fontSize.lg }}>
        Pictures
      </h2>
      <ol style={{ listStyle: 'none', padding: 0, display: 'grid', gap: tokens.space.sm }}>
        {pictures.map((picture, index) => (
          <li
            key={picture.key}
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              gap: tokens.space.sm,
            }}
          >
            <img
              src={picture.urls.thumb}
              alt={`Picture ${index + 1}`}
              width={64}
              height={64}
              style={{ objectFit: 'cover', borderRadius: tokens.radius.md }}
            />
            <label>
              Colour of picture {index + 1}{' '}
              <select
                value={picture.color ?? ''}
                onChange={(event) =>
                  onChange(
                    pictures.map((each) =>
                      each.key === picture.key
                        ? { ...each, color: (event.target.value || null) as Color | null }
                        : each,
                    ),
                  )
                }
              >
                <option value="">All colours</option>
                {colors.map((color) => (
                  <option key={color}>{color}</option>
                ))}
              </select>
            </label>
            <Button
              id={`${inputId}-up-${picture.key}`}
              size="small"
              disabled={index === 0}
              aria-label={`Move up picture ${index + 1}`}
              onClick={() => move(index, -1)}
            >
              Move up
            </Button>
            <Button
              id={`${inputId}-down-${picture.key}`}
              size="small"
              disabled={index === pictures.length - 1}
              aria-label={`Move down picture ${index + 1}`}
              onClick={() => move(index, 1)}
            >
              Move down
            </Button>
            <Button
              size="small"
              danger
              aria-label={`Remove picture ${index + 1}`}
              onClick={() => onChange(pictures.filter((each) => each.key !== picture.key))}
            >
              Remove
            </Button>
          </li>
        ))}
      </ol>
      <div
        onDragOver={(event) => event.preventDefault()}
        onDrop={onDrop}
        style={{
          border: `2px dashed ${tokens.color.control}`,
          borderRadius: tokens.radius.card,
          padding: tokens.space.md,
        }}
      >
        <label htmlFor={inputId} style={{ fontWeight: 600 }}>
          Add pictures
        </label>{' '}
        <input
          id={inputId}
          type="file"
          accept={accept}
          multiple
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void uploadFiles(files);
          }}
        />
        <Text muted as="p">
          JPEG, PNG or WebP up to 10 MB; or drop them here.
        </Text>
      </div>
      <div role="status">
        {uploading.map((name) => (
          <Text key={name} as="p">
            Uploading {name}…
          </Text>
        ))}
      </div>
      {failures.map(({ file, message }) => (
        <Alert key={file} type="error" showIcon title={`${file}: ${message}`} />
      ))}
    </section>
  );
}
