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
 * since the site serves its images itself.
 */
export function imageFieldOptions(image: ImageMeta): Record<string, unknown> {
  return {
    widget: 'image',
    media_folder: `/public/${image.folder}`,
    public_folder: `/${image.folder}`,
    choose_url: false,
    media_libraries: {
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
