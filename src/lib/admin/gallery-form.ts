import { idRule, localised } from './cms-fields';

/** The CMS's gallery form (`src/data/gallery.yaml`), from the gallery's schema (docs/editing.md). */

/**
 * An optional photo upload of the gallery form: the file goes into
 * `src/assets/gallery/`, and the row names it relative to `gallery.yaml`.
 */
const galleryUpload = (name: 'image' | 'before', label: string) => ({
  name,
  label,
  widget: 'image',
  required: false,
  choose_url: false,
  media_folder: '/src/assets/gallery',
  public_folder: '../assets/gallery',
  accept: 'image/jpeg,image/png,image/webp,image/avif',
});

/**
 * The gallery form's caption and "before" photo: the caption
 * per language (Estonian required once a caption is given), and a photo
 * uploaded like the main one.
 */
function galleryStoryFields() {
  return [
    {
      ...galleryUpload('before', 'Foto enne tööd'),
      hint: 'Sama koht enne tööd; võib jääda tühjaks.',
    },
    {
      ...localised('caption', 'Pildiallkiri', false),
      hint: 'Mis tehti, kus, kui suur, nt „Korteri remont Kristiines, 62 m²“. Võib jääda lisamata; lisatud allkirjal on eestikeelne tekst kohustuslik.',
    },
  ];
}

/** The gallery's form (`src/data/gallery.yaml`): a list of photos, each uploaded or on an image host, with its story. */
export function galleryFileConfig() {
  return {
    name: 'gallery',
    label: 'Galerii',
    file: 'src/data/gallery.yaml',
    fields: [
      {
        name: 'photos',
        label: 'Fotod',
        label_singular: 'foto',
        widget: 'list',
        root: true,
        summary: '{{fields.id}}',
        thumbnail: 'image',
        fields: [
          {
            name: 'id',
            label: 'Foto tunnus (lehel ei näidata)',
            widget: 'string',
            pattern: idRule,
            hint: 'Lühike nimi, mille järgi foto loendis ära tunned, nt work-23 või kadaka-kook; ei kordu.',
          },
          galleryUpload('image', 'Foto'),
          {
            name: 'src',
            label: 'Foto veebiaadress, kui foto on mujal üleval',
            widget: 'string',
            type: 'url',
            required: false,
            hint: 'Ainult siis, kui fotot siia üles ei laadi: aadress algab https://; lisa ka foto laius ja kõrgus pikslites.',
          },
          {
            name: 'width',
            label: 'Foto laius pikslites',
            widget: 'number',
            value_type: 'int',
            min: 1,
            required: false,
            hint: 'Ainult mujal üleval oleva foto puhul, nt 1600.',
          },
          {
            name: 'height',
            label: 'Foto kõrgus pikslites',
            widget: 'number',
            value_type: 'int',
            min: 1,
            required: false,
          },
          ...galleryStoryFields(),
        ],
      },
    ],
  };
}
