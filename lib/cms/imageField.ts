/**
 * The image types an editor may upload, the ones the check publishes from
 * public/ (lib/check/publicFileProblem.ts; ICO is the site's own icon, not a
 * photo). Written as Sveltia CMS 0.221.1 writes its own image default, in its
 * order, so its "only … accepted" message names them (AVIF, GIF, JPEG, PNG,
 * WebP, SVG) instead of listing MIME types; its HEIC conversion stays off.
 */
export const imageAccept = 'image/avif,image/gif,image/jpeg,image/png,image/webp,image/svg+xml'

/** What a schema's `.meta({ image })` says about an image field (e.g. lib/schemas/photoField.ts). */
export interface ImageMeta {
  /** The folder below public/ where uploads go, e.g. 'images/zespol'. */
  folder: string
  /** An upload is scaled down to fit this box and saved as WebP at this quality (0–100). */
  upload: { width: number; height: number; quality: number }
  /** The largest file the form takes, after scaling (the check refuses the same). */
  maxBytes: number
}

/**
 * Sveltia CMS's image widget for such a field (options checked in the 0.221.1
 * script): the upload goes to public/<folder> under a clean name (lower-case
 * ASCII with hyphens: `slugify_filename`, with the config's `slug` options),
 * scaled down and made WebP in the browser (`transformations.raster_image`),
 * refused when still larger than `maxBytes`; no address of another site (`choose_url`),
 * since the site serves its images itself; only the image types the check
 * publishes (`accept`); no stock photo services (`stock_assets: false`).
 */
export function imageFieldOptions(image: ImageMeta): Record<string, unknown> {
  return {
    widget: 'image',
    media_folder: `/public/${image.folder}`,
    public_folder: `/${image.folder}`,
    choose_url: false,
    accept: imageAccept,
    media_libraries: {
      // Lorem Picsum, Pexels, Pixabay and Unsplash: photos of strangers, licensed elsewhere, fetched from their hosts.
      stock_assets: false,
      default: {
        config: {
          slugify_filename: true,
          max_file_size: image.maxBytes,
          transformations: { raster_image: { format: 'webp', ...image.upload } },
        },
      },
    },
  }
}
