// The text editor's dialog: one key's text in both languages, what the code does with it, Save and
// Cancel. A modal <dialog> in the editor's shadow root; Tab and Shift+Tab stay inside it, Escape closes it.
// Its words are the developer tool's, in English like Next's own overlay, not the site's: they are not in
// the catalogs, which hold what visitors read (docs/editing.md).

/** The editor's words. The field labels name each language in that language. */
export const words = {
  title: 'Edit text',
  languages: { sv: 'Svenska', en: 'English' },
  passes: 'What the code passes',
  required: 'required',
  save: 'Save',
  cancel: 'Cancel',
  checking: 'Checking…',
  unchanged: 'Nothing changed.',
  refused: 'Not saved:',
};

/**
 * @typedef {{ key: string, texts: Record<string, string>, rule: { use: string, description: string, allowed: string[], required: string[] } | null }} Entry
 * @typedef {{ ok: true, saved: string[], warnings: string[] } | { ok: false, problems: string[] }} SaveResult
 */

/**
 * Builds an element with attributes and children (text is always set as text, never as markup).
 * @param {Document} doc
 * @param {string} tag
 * @param {Record<string, string>} [attributes]
 * @param {(Node | string)[]} [children]
 */
export function element(doc, tag, attributes = {}, children = []) {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** The elements Tab moves between, in order. */
const focusables = (dialog) => [...dialog.querySelectorAll('textarea, button')];

/**
 * Opens the dialog for one text.
 * @param {{ host: ShadowRoot, entry: Entry, pageLocale: string, save: (texts: Record<string, string>) => Promise<SaveResult>, closed: (saved: SaveResult | null) => void }} options
 *   save: sends the texts (both languages); closed: after Escape, Cancel or a save
 */
export function openDialog({ host, entry, pageLocale, save, closed }) {
  const doc = host.ownerDocument;
  const fields = {};
  const dialog = element(doc, 'dialog', {
    'aria-labelledby': 'text-editor-title',
    'aria-describedby': 'text-editor-rule',
  });
  const rule = entry.rule;
  const passes = rule?.allowed.length
    ? [
        element(doc, 'h3', { id: 'text-editor-passes' }, [words.passes]),
        element(
          doc,
          'ul',
          { 'aria-labelledby': 'text-editor-passes' },
          rule.allowed.map((item) =>
            element(doc, 'li', {}, [
              element(doc, 'code', {}, [item]),
              ...(rule.required.includes(item) ? [` (${words.required})`] : []),
            ]),
          ),
        ),
      ]
    : [];
  const languageFields = Object.entries(entry.texts).map(([locale, text]) => {
    const id = `text-editor-${locale}`;
    const area = element(doc, 'textarea', {
      id,
      lang: locale,
      rows: String(Math.min(8, 2 + Math.ceil(text.length / 70))),
    });
    area.value = text;
    fields[locale] = area;
    return element(doc, 'div', { class: 'field' }, [
      element(doc, 'label', { for: id }, [words.languages[locale] ?? locale]),
      area,
    ]);
  });
  const problems = element(doc, 'div', { role: 'alert', class: 'problems' });
  const cancel = element(doc, 'button', { type: 'button' }, [words.cancel]);
  const submit = element(doc, 'button', { type: 'submit', class: 'primary' }, [words.save]);
  const form = element(doc, 'form', {}, [
    element(doc, 'h2', { id: 'text-editor-title' }, [`${words.title} `, element(doc, 'code', {}, [entry.key])]),
    element(doc, 'p', { id: 'text-editor-rule' }, [rule?.description ?? '']),
    ...passes,
    ...languageFields,
    problems,
    element(doc, 'div', { class: 'actions' }, [cancel, submit]),
  ]);
  dialog.append(form);
  host.append(dialog);

  let result = null;
  let busy = false;
  // While a save is checked it cannot be called back: the dialog waits for its answer.
  const close = () => {
    if (!dialog.open || busy) return;
    dialog.close();
    dialog.remove();
    closed(result);
  };
  const show = (heading, lines) => {
    problems.replaceChildren(
      element(doc, 'p', {}, [heading]),
      ...(lines.length
        ? [
            element(
              doc,
              'ul',
              {},
              lines.map((line) => element(doc, 'li', {}, [line])),
            ),
          ]
        : []),
    );
  };

  dialog.addEventListener('keydown', (event) => {
    event.stopPropagation(); // the page's and the edit mode's keys do not apply inside
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      const order = focusables(dialog);
      const at = order.indexOf(/** @type {Element} */ (host.activeElement));
      event.preventDefault();
      order[(at + (event.shiftKey ? -1 : 1) + order.length) % order.length]?.focus();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      form.requestSubmit();
    }
  });
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });
  cancel.addEventListener('click', close);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const texts = Object.fromEntries(Object.entries(fields).map(([locale, area]) => [locale, area.value]));
    if (Object.entries(texts).every(([locale, text]) => text === entry.texts[locale])) {
      show(words.unchanged, []);
      return;
    }
    if (busy) return;
    busy = true;
    show(words.checking, []);
    try {
      const answer = await save(texts);
      busy = false;
      if (answer.ok) {
        result = answer;
        close();
      } else show(words.refused, answer.problems);
    } finally {
      busy = false;
    }
  });

  dialog.showModal();
  (fields[pageLocale] ?? Object.values(fields)[0])?.focus();
  return { dialog, close };
}
