// The guide at the top of each entry of /admin/ (its words: editor-words.mjs, put into the field by
// cms-config.mjs): a field that shows text and holds none, so that the guide is said once per entry
// instead of under every field. Decap shows a field without `i18n` in the Swedish pane only.

/** The widget's name in the configuration. */
export const GUIDE_WIDGET = 'fyrtorn-guide';
/** The guide's field name: no file has it, so the format leaves it out (cms-setup.mjs). */
export const GUIDE_FIELD = 'guide';

/**
 * Decap's control for the guide: the Swedish paragraphs, then the English. A class (Decap's createClass)
 * because Decap hands its controls a ref.
 * @param {any} createClass Decap's global createClass
 * @param {any} h Decap's global h (React's createElement)
 */
export function guideControl(createClass, h) {
  return createClass({
    render() {
      const { field, forID, classNameWrapper } = this.props;
      const guide = field.get('guide')?.toJS() ?? {};
      return h(
        'div',
        { id: forID, className: `${classNameWrapper} fyrtorn-guide` },
        ['sv', 'en'].map((locale) =>
          h(
            'div',
            { key: locale, lang: locale },
            (guide[locale] ?? []).map((paragraph, i) => h('p', { key: i }, paragraph)),
          ),
        ),
      );
    },
  });
}
