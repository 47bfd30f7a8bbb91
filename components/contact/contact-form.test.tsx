import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import type { Locale } from '@/lib/i18n/locales';
import { sendEnquiry, type EnquiryPayload, type EnquiryResponse } from '@/lib/supabase/send-enquiry';
import { enquiryErrorCodes } from '@/lib/validations/enquiry-answer';
import { noteActedAt } from '@/lib/islands/acted-at';
import { additionalServiceOptions, blockedEmailDomainPattern } from '@/lib/validations/contact-constants';
import { ContactForm } from './contact-form';
import { contactFormText } from './contact-form-text';
import contactForm from '@/messages/pages/ContactForm.json';
import validation from '@/messages/pages/Validation.json';

jest.mock('@/lib/supabase/send-enquiry', () => ({ sendEnquiry: jest.fn() }));
const send = sendEnquiry as jest.MockedFunction<typeof sendEnquiry>;

// What a visitor sees, per language (the Swedish wording is the product's own).
const copy = {
  sv: {
    firstName: 'Förnamn',
    lastName: 'Efternamn',
    email: 'E-postadress',
    phone: 'Telefonnummer',
    company: 'Företag',
    orgNumber: 'Organisationsnummer (valfritt)',
    service: 'Tjänst',
    message: 'Meddelande',
    consent: /Jag godkänner att mina personuppgifter behandlas/,
    advisory: 'Rådgivning',
    tax: 'Skatterådgivning',
    fdaasOption: 'Ekonomiavdelning som tjänst (FDaaS)',
    submit: 'Skicka meddelande',
    submitting: 'Skickar meddelande...',
    required: 'Fyll i det här fältet',
    max50: 'Högst 50 tecken',
    max20: 'Högst 20 tecken',
    min10: 'Minst 10 tecken',
    max1000: 'Högst 1000 tecken',
    invalidEmail: 'Ange en giltig e-postadress',
    emailCorporate: 'Vänligen använd din företagsmailadress',
    serviceRequired: 'Välj en tjänst',
    gdprRequired: 'Du måste godkänna behandling av personuppgifter',
    successTitle: 'Tack för ditt meddelande!',
    successDescription: 'Vi återkommer inom kort.',
    errorTitle: 'Ett fel uppstod',
    serverError: 'Ett fel uppstod vid anrop till servern',
    sendError: 'Ett fel uppstod när meddelandet skulle skickas',
    errorDesc: 'Kunde inte skicka meddelandet. Försök igen eller skicka e-post direkt till hej@fyrtorn.example',
    privacyHref: '/integritetspolicy',
  },
  en: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'E-mail address',
    phone: 'Phone number',
    company: 'Company',
    orgNumber: 'Company registration number (optional)',
    service: 'Service',
    message: 'Message',
    consent: /I consent to my personal data being processed/,
    advisory: 'Advisory',
    tax: 'Tax advisory',
    fdaasOption: 'Finance department as a service (FDaaS)',
    submit: 'Send message',
    submitting: 'Sending message…',
    required: 'Please fill in this field',
    max50: 'At most 50 characters',
    max20: 'At most 20 characters',
    min10: 'At least 10 characters',
    max1000: 'At most 1000 characters',
    invalidEmail: 'Enter a valid e-mail address',
    emailCorporate: 'Please use your work e-mail address',
    serviceRequired: 'Choose a service',
    gdprRequired: 'You must consent to the processing of your personal data',
    successTitle: 'Thank you for your message!',
    successDescription: 'We will get back to you shortly.',
    errorTitle: 'Something went wrong',
    serverError: 'An error occurred while contacting the server',
    sendError: 'An error occurred while sending the message',
    errorDesc: 'The message could not be sent. Please try again or e-mail us directly at hej@fyrtorn.example.',
    privacyHref: '/en/integritetspolicy',
  },
} as const;

type Copy = (typeof copy)[Locale];

const catalogs = {
  sv: { ...contactForm.sv, ...validation.sv },
  en: { ...contactForm.en, ...validation.en },
} as const;

const action = (locale: Locale) => `https://project.supabase.co/functions/v1/send-contact-email?locale=${locale}`;

function renderForm(locale: Locale = 'sv') {
  render(<ContactForm text={contactFormText(locale)} locale={locale} action={action(locale)} />);
  return copy[locale];
}

const field = (name: string) => screen.getByRole('textbox', { name });
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

const valid = {
  firstName: '  Anna ',
  lastName: 'Berg',
  email: 'anna@nordljus.se',
  phone: '070-123 45 67',
  company: 'Nordljus AB',
  orgNumber: '556123-4567',
  message: 'Vi behöver hjälp med löpande bokföring och lön.',
};

function fillValid(c: Copy) {
  change(field(c.firstName), valid.firstName);
  change(field(c.lastName), valid.lastName);
  change(field(c.email), valid.email);
  change(field(c.phone), valid.phone);
  change(field(c.company), valid.company);
  change(field(c.orgNumber), valid.orgNumber);
  fireEvent.change(screen.getByRole('combobox', { name: c.service }), { target: { value: 'fdaas' } });
  fireEvent.click(screen.getByRole('checkbox', { name: c.advisory }));
  fireEvent.click(screen.getByRole('checkbox', { name: c.tax }));
  change(field(c.message), valid.message);
  fireEvent.click(screen.getByRole('checkbox', { name: c.consent }));
}

const submit = (c: Copy) => fireEvent.click(screen.getByRole('button', { name: c.submit }));

/** The error text tied to a control through aria-describedby. */
function describedErrors(control: HTMLElement): string[] {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent ?? '');
}

function expectValuesKept(c: Copy) {
  expect(field(c.firstName)).toHaveValue(valid.firstName);
  expect(field(c.email)).toHaveValue(valid.email);
  expect(field(c.message)).toHaveValue(valid.message);
  expect(screen.getByRole('combobox', { name: c.service })).toHaveValue('fdaas');
  expect(screen.getByRole('checkbox', { name: c.advisory })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: c.consent })).toBeChecked();
}

/** The send waits until the test answers it. */
function pendingSend() {
  let answer: (value: EnquiryResponse) => void = () => {};
  send.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  return (value: EnquiryResponse) => answer(value);
}

let log: jest.SpyInstance;

// The form fetches its checks with import(), which Jest answers by compiling zod and the schema the first
// time: seconds on a busy machine, longer than a wait for a message should allow. Compiled once here, each
// test's import() is as quick as the browser's cached module.
beforeAll(() => import('@/lib/validations/enquiry-resolver'), 60_000);

beforeEach(() => {
  send.mockReset();
  log = jest.spyOn(console, 'log').mockImplementation(() => {});
  window.history.replaceState({}, '', '/kontakt');
});

afterEach(() => {
  log.mockRestore();
});

describe.each(['sv', 'en'] as const)('ContactForm validation (%s)', (locale) => {
  it('shows required, serviceRequired and gdprRequired on an empty submit, tied to each control', async () => {
    const c = renderForm(locale);
    submit(c);

    for (const name of [c.firstName, c.lastName, c.email, c.phone, c.company, c.message]) {
      await waitFor(() => expect(field(name)).toHaveAttribute('aria-invalid', 'true'));
      expect(describedErrors(field(name))).toEqual([c.required]);
    }
    const service = screen.getByRole('combobox', { name: c.service });
    expect(service).toHaveAttribute('aria-invalid', 'true');
    expect(describedErrors(service)).toEqual([c.serviceRequired]);
    const consent = screen.getByRole('checkbox', { name: c.consent });
    expect(describedErrors(consent)).toEqual([c.gdprRequired]);
    // The optional registration number has no error.
    expect(field(c.orgNumber)).not.toHaveAttribute('aria-invalid');
    expect(send).not.toHaveBeenCalled();
  });

  it('asks for a company address when the e-mail is at a free webmail provider, any case', async () => {
    const c = renderForm(locale);
    fillValid(c);
    change(field(c.email), 'anna@GMAIL.com');
    submit(c);
    expect(await screen.findByText(c.emailCorporate)).toBeInTheDocument();
    expect(describedErrors(field(c.email))).toEqual([c.emailCorporate]);
    change(field(c.email), 'anna@hotmail.se');
    expect(await screen.findByText(c.emailCorporate)).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a direction control pasted into a one-line field, in the page language, and sends nothing', async () => {
    const c = renderForm(locale);
    fillValid(c);
    change(field(c.company), 'Nordljus\u202e BA');
    submit(c);
    const message = catalogs[locale].Validation.singleLine;
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(describedErrors(field(c.company))).toEqual([message]);
    expect(send).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail address and keeps the webmail hint described', async () => {
    const c = renderForm(locale);
    fillValid(c);
    change(field(c.email), 'anna.nordljus.se');
    submit(c);
    expect(await screen.findByText(c.invalidEmail)).toBeInTheDocument();
    const described = field(c.email).getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described.split(' ')[0])).toHaveTextContent(/Gmail.*Hotmail/);
  });

  it('names the limits: names 50, phone 20, message 10 to 1000 characters', async () => {
    const c = renderForm(locale);
    fillValid(c);
    change(field(c.firstName), 'A'.repeat(51));
    change(field(c.phone), '0'.repeat(21));
    change(field(c.message), 'För kort');
    submit(c);
    await waitFor(() => expect(describedErrors(field(c.firstName))).toEqual([c.max50]));
    expect(describedErrors(field(c.phone))).toEqual([c.max20]);
    expect(describedErrors(field(c.message))).toEqual([c.min10]);
    change(field(c.message), 'x'.repeat(1001));
    await waitFor(() => expect(describedErrors(field(c.message))).toEqual([c.max1000]));
    // Exactly at the limit is fine.
    change(field(c.firstName), 'A'.repeat(50));
    await waitFor(() => expect(field(c.firstName)).not.toHaveAttribute('aria-invalid'));
    expect(send).not.toHaveBeenCalled();
  });

  it('links the consent label and the footer note to the privacy policy in the page language', () => {
    const c = renderForm(locale);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', c.privacyHref);
  });
});

describe('ContactForm sending', () => {
  it('disables the button and shows a spinner with "Skickar meddelande..." while sending', async () => {
    const c = renderForm('sv');
    const answer = pendingSend();
    fillValid(c);
    submit(c);

    const busy = await screen.findByRole('button', { name: c.submitting });
    expect(busy).toBeDisabled();
    expect(screen.getByTestId('submit-spinner')).toBeInTheDocument();

    await act(async () => answer({ success: true }));
    expect(await screen.findByRole('button', { name: c.submit })).toBeEnabled();
    expect(screen.queryByTestId('submit-spinner')).not.toBeInTheDocument();
  });

  it('presses in quick succession, before the first has been checked, send one enquiry', async () => {
    const c = renderForm('sv');
    const answer = pendingSend();
    fillValid(c);
    submit(c);
    submit(c);
    submit(c);

    await screen.findByRole('button', { name: c.submitting });
    // Every press has had its frame and its task: the later ones found the first under way.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await act(async () => answer({ success: true }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(c.successTitle));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends the trimmed enquiry with an id, logs it, thanks the visitor and resets to empty defaults', async () => {
    const c = renderForm('sv');
    send.mockResolvedValue({ success: true });
    fillValid(c);
    submit(c);

    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(c.successTitle));
    expect(status).toHaveTextContent(c.successDescription);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();

    expect(send).toHaveBeenCalledTimes(1);
    const payload = send.mock.calls[0][0];
    expect(payload).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      firstName: 'Anna',
      lastName: 'Berg',
      email: 'anna@nordljus.se',
      phone: '070-123 45 67',
      company: 'Nordljus AB',
      orgNumber: '556123-4567',
      service: 'fdaas',
      additionalServices: ['radgivning', 'skatteradgivning'],
      message: valid.message,
      gdprConsent: true,
      locale: 'sv',
      website: '',
      elapsedMs: expect.any(Number),
    });
    expect(log).toHaveBeenCalledWith(expect.any(String), payload);

    for (const name of [c.firstName, c.lastName, c.email, c.phone, c.company, c.orgNumber, c.message]) {
      expect(field(name)).toHaveValue('');
    }
    expect(screen.getByRole('combobox', { name: c.service })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: c.advisory })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: c.tax })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: c.consent })).not.toBeChecked();
  });

  it('thanks the visitor in English on the English page', async () => {
    const c = renderForm('en');
    send.mockResolvedValue({ success: true });
    fillValid(c);
    submit(c);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(c.successTitle));
    expect(screen.getByRole('status')).toHaveTextContent(c.successDescription);
  });

  it('includes campaign and source from the page URL, as plain text', async () => {
    window.history.replaceState({}, '', '/kontakt?campaign=var-2025&source=%3Cb%3Elinkedin%3C%2Fb%3E');
    const c = renderForm('sv');
    send.mockResolvedValue({ success: true });
    fillValid(c);
    submit(c);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0][0]).toMatchObject({ campaign: 'var-2025', source: '<b>linkedin</b>' });
  });

  it('sends no campaign or source when the URL has none', async () => {
    const c = renderForm('sv');
    send.mockResolvedValue({ success: true });
    fillValid(c);
    submit(c);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    const payload = send.mock.calls[0][0];
    expect(payload.campaign).toBeUndefined();
    expect(payload.source).toBeUndefined();
  });
});

describe.each(['sv', 'en'] as const)('ContactForm failures (%s): destructive toast, every value kept', (locale) => {
  async function submitAndReadAlert(c: Copy) {
    fillValid(c);
    submit(c);
    const alert = screen.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(c.errorTitle));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: c.submit })).toBeEnabled();
    expectValuesKept(c);
    return alert;
  }

  it("success: false with a code shows the catalog's text for it, never the function's own words", async () => {
    const c = renderForm(locale);
    send.mockResolvedValue({ success: false, code: 'unavailable', error: 'Mail service unavailable' });
    const alert = await submitAndReadAlert(c);
    expect(alert).toHaveTextContent(
      catalogs[locale].ContactForm.errors.unavailable.replace('{email}', 'hej@fyrtorn.example'),
    );
    expect(alert).not.toHaveTextContent('Mail service unavailable');
  });

  it('success: false without an error shows sendError', async () => {
    const c = renderForm(locale);
    send.mockResolvedValue({ success: false });
    expect(await submitAndReadAlert(c)).toHaveTextContent(c.sendError);
  });

  it("a non-2xx answer shows the catalog's text for its code, never the function's own words", async () => {
    const c = renderForm(locale);
    send.mockRejectedValue(
      new FunctionsHttpError({
        json: async () => ({ success: false, code: 'too_large', error: 'The enquiry is too large' }),
      }),
    );
    const alert = await submitAndReadAlert(c);
    expect(alert).toHaveTextContent(
      catalogs[locale].ContactForm.errors.too_large.replace('{email}', 'hej@fyrtorn.example'),
    );
    expect(alert).not.toHaveTextContent('The enquiry is too large');
  });

  it("a non-2xx answer with an English error but no code shows serverError, not the function's words", async () => {
    const c = renderForm(locale);
    send.mockRejectedValue(
      new FunctionsHttpError({
        json: async () => ({ success: false, error: 'Invalid enquiry: email (emailCorporate)' }),
      }),
    );
    const alert = await submitAndReadAlert(c);
    expect(alert).toHaveTextContent(c.serverError);
    expect(alert).not.toHaveTextContent('Invalid enquiry');
  });

  it.each(enquiryErrorCodes)(
    'error code %s shows its catalog text in the page language, with what to do next',
    async (code) => {
      const c = renderForm(locale);
      send.mockRejectedValue(
        new FunctionsHttpError({
          json: async () => ({ success: false, code, error: 'English detail', retryAfterSeconds: 540 }),
        }),
      );
      const expected = catalogs[locale].ContactForm.errors[code]
        .replace('{email}', 'hej@fyrtorn.example')
        .replace('{minutes}', '9');
      const alert = await submitAndReadAlert(c);
      expect(alert).toHaveTextContent(expected);
      expect(alert).not.toHaveTextContent('English detail');
    },
  );

  it.each(['control', 'loneSurrogate'] as const)(
    'invalid_fields (%s) marks each refused field with its message, and says so in the toast',
    async (kind) => {
      const c = renderForm(locale);
      send.mockResolvedValue({
        success: false,
        code: 'invalid_fields',
        error: `Invalid enquiry: message (${kind})`,
        fields: [{ field: 'message', kind }],
      });
      const alert = await submitAndReadAlert(c);
      expect(alert).toHaveTextContent(catalogs[locale].ContactForm.errors.invalid_fields);
      expect(field(c.message)).toHaveAttribute('aria-invalid', 'true');
      expect(describedErrors(field(c.message))).toEqual([catalogs[locale].Validation[kind]]);
    },
  );

  it('invalid_fields (singleLine) marks the one-line field with its message in the page language', async () => {
    const c = renderForm(locale);
    send.mockRejectedValue(
      new FunctionsHttpError({
        json: async () => ({
          success: false,
          code: 'invalid_fields',
          error: 'Invalid enquiry: company (singleLine)',
          fields: [{ field: 'company', kind: 'singleLine' }],
        }),
      }),
    );
    const alert = await submitAndReadAlert(c);
    expect(alert).toHaveTextContent(catalogs[locale].ContactForm.errors.invalid_fields);
    expect(field(c.company)).toHaveAttribute('aria-invalid', 'true');
    expect(describedErrors(field(c.company))).toEqual([catalogs[locale].Validation.singleLine]);
  });

  it('a non-2xx answer without a JSON error shows serverError', async () => {
    const c = renderForm(locale);
    send.mockRejectedValue(new FunctionsHttpError({ json: async () => Promise.reject(new SyntaxError('not JSON')) }));
    expect(await submitAndReadAlert(c)).toHaveTextContent(c.serverError);
  });

  it('a network failure shows errorDesc naming the e-mail address', async () => {
    const c = renderForm(locale);
    send.mockRejectedValue(new FunctionsFetchError(new TypeError('Failed to fetch')));
    const alert = await submitAndReadAlert(c);
    expect(alert).toHaveTextContent(c.errorDesc);
    expect(alert).toHaveTextContent('hej@fyrtorn.example');
  });
});

describe('ContactForm enquiry id', () => {
  it('a retry after a failure sends the same id; the next enquiry after a success gets a new one', async () => {
    const c = renderForm('sv');
    send.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ success: true });
    fillValid(c);
    submit(c);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(c.errorTitle));
    submit(c);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(c.successTitle));
    fillValid(c);
    submit(c);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(3));
    const ids = send.mock.calls.map(([payload]: [EnquiryPayload]) => payload.id);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('a resubmit with changed values after an unclear failure is another enquiry: a new id', async () => {
    const c = renderForm('sv');
    send.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ success: true });
    fillValid(c);
    submit(c);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(c.errorTitle));
    change(field(c.message), 'Vi behöver hjälp med lön, inte bokföring.');
    submit(c);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    const [first, second] = send.mock.calls.map(([payload]: [EnquiryPayload]) => payload);
    expect(second.message).toBe('Vi behöver hjälp med lön, inte bokföring.');
    expect(second.id).not.toBe(first.id);
  });

  it('the toast can be dismissed', async () => {
    const c = renderForm('sv');
    send.mockResolvedValue({ success: false });
    fillValid(c);
    submit(c);
    const alert = screen.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(c.sendError));
    fireEvent.click(within(alert).getByRole('button', { name: 'Stäng meddelandet' }));
    expect(alert).toBeEmptyDOMElement();
  });
});

describe('ContactForm bot signals', () => {
  it('has a honeypot field that people and assistive technology never meet, and sends its value', async () => {
    const c = renderForm('sv');
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).not.toBeVisible();
    expect(trap).toHaveAttribute('tabindex', '-1');
    // Not among the controls a screen reader or the keyboard reaches; checkers (pa11y) skip aria-hidden.
    expect(screen.getAllByRole('textbox').includes(trap as HTMLInputElement)).toBe(false);
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    // Still named, for a checker that reads it anyway and for anyone without CSS.
    expect(trap?.labels?.[0]).toHaveTextContent(catalogs.sv.ContactForm.honeypotLabel);
    // A plain text input to a bot that fills every field: nothing on it says "skip me".
    expect(trap).toHaveAttribute('type', 'text');
    for (const attribute of ['hidden', 'disabled', 'readonly', 'style', 'aria-hidden'])
      expect(trap).not.toHaveAttribute(attribute);
    send.mockResolvedValue({ success: true });
    fillValid(c);
    fireEvent.change(trap as HTMLInputElement, { target: { value: 'https://spam.example' } });
    submit(c);
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0][0].website).toBe('https://spam.example');
  });

  it('sends the milliseconds from the first focus in the form to the submit', async () => {
    let clock = 1_000;
    const now = jest.spyOn(performance, 'now').mockImplementation(() => clock);
    try {
      const c = renderForm('sv');
      send.mockResolvedValue({ success: true });
      fireEvent.focus(field(c.firstName));
      clock = 2_000;
      fireEvent.focus(field(c.lastName)); // a later focus does not restart the clock
      fillValid(c);
      clock = 5_200;
      submit(c);
      await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
      expect(send.mock.calls[0][0].elapsedMs).toBe(4_200);
    } finally {
      now.mockRestore();
    }
  });

  it("with no focus seen after hydration, counts from the form's first paint, never 0", async () => {
    // A visitor who typed before the scripts arrived: the island sees no focus before the submit.
    const now = jest.spyOn(performance, 'now').mockReturnValue(9_500);
    const paint = { name: 'first-contentful-paint', startTime: 1_500 } as PerformanceEntry;
    // jsdom keeps no paint timing: the browser's lookup, as it answers after the first paint.
    Object.defineProperty(performance, 'getEntriesByName', {
      configurable: true,
      value: (name: string) => (name === paint.name ? [paint] : []),
    });
    try {
      const c = renderForm('sv');
      send.mockResolvedValue({ success: true });
      fillValid(c);
      submit(c);
      await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
      expect(send.mock.calls[0][0].elapsedMs).toBe(8_000);
    } finally {
      now.mockRestore();
      Reflect.deleteProperty(performance, 'getEntriesByName');
    }
  });

  it('a visitor who focused and sent before the island had started is timed from that focus to that press', async () => {
    // The loader noted both (lib/islands/loader.ts): the first focus on the island's element, and the press's
    // own time on the send it hands on once the island has hydrated, seconds later on a slow phone.
    const now = jest.spyOn(performance, 'now').mockReturnValue(9_000);
    try {
      const island = document.body.appendChild(document.createElement('fyrtorn-island'));
      noteActedAt(island, 1_000);
      render(<ContactForm text={contactFormText('sv')} locale="sv" action={action('sv')} />, { container: island });
      const c = copy.sv;
      send.mockResolvedValue({ success: true });
      fillValid(c);
      const press = new Event('submit', { bubbles: true, cancelable: true });
      noteActedAt(press, 1_300);
      screen.getByRole('button', { name: c.submit }).closest('form')!.dispatchEvent(press);
      await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
      // 300 ms: a bot's, which the function sets aside; not the 8 s until the island could hand the send on.
      expect(send.mock.calls[0][0].elapsedMs).toBe(300);
    } finally {
      now.mockRestore();
    }
  });

  it('an id that holds another enquiry (409 id_conflict) is sent once more under a new id, and the visitor thanked', async () => {
    const c = renderForm('sv');
    send
      .mockRejectedValueOnce(
        new FunctionsHttpError({ json: async () => ({ success: false, code: 'id_conflict', error: 'other content' }) }),
      )
      .mockResolvedValueOnce({ success: true });
    fillValid(c);
    submit(c);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(c.successTitle));
    expect(send).toHaveBeenCalledTimes(2);
    const [first, second] = send.mock.calls.map(([payload]) => payload);
    expect(second.id).not.toBe(first.id);
    expect({ ...second, id: first.id }).toEqual(first);
  });
});

describe.each(['sv', 'en'] as const)('ContactForm before its script runs (%s)', (locale) => {
  /** The form as the server writes it into the page: what a visitor without JavaScript gets. */
  function serverForm(): HTMLFormElement {
    const html = renderToString(<ContactForm text={contactFormText(locale)} locale={locale} action={action(locale)} />);
    const holder = document.createElement('div');
    holder.innerHTML = html;
    return holder.querySelector('form') as HTMLFormElement;
  }
  const c = copy[locale];

  it("posts to the enquiry function itself, with the browser's own checks and an enabled button", () => {
    const form = serverForm();
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(action(locale));
    expect(form.hasAttribute('novalidate')).toBe(false);
    expect(form.hasAttribute('enctype')).toBe(false); // application/x-www-form-urlencoded
    const button = form.querySelector('button[type="submit"]');
    expect(button).toHaveTextContent(c.submit);
    expect(button).not.toHaveAttribute('disabled');
  });

  it('names every field as the function reads it, with the page language beside them', () => {
    const form = serverForm();
    const names = [...form.elements].map((element) => element.getAttribute('name')).filter(Boolean);
    expect(names.sort()).toEqual(
      [
        'firstName',
        'lastName',
        'email',
        'phone',
        'company',
        'orgNumber',
        'service',
        ...additionalServiceOptions.map(() => 'additionalServices'),
        'message',
        'gdprConsent',
        'locale',
        'website',
      ].sort(),
    );
    expect(
      [...form.querySelectorAll('input[name="additionalServices"]')].map((box) => box.getAttribute('value')),
    ).toEqual([...additionalServiceOptions]);
    expect(form.querySelector('input[name="locale"]')).toHaveAttribute('type', 'hidden');
    expect(form.querySelector('input[name="locale"]')).toHaveAttribute('value', locale);
    // A ticked consent box posts "on", the value the function reads as consent.
    expect(form.querySelector('input[name="gdprConsent"]')).not.toHaveAttribute('value');
  });

  it("mirrors the schema's rules in the HTML: required, lengths, the e-mail type and its free-mail pattern", () => {
    const form = serverForm();
    const control = (name: string) => form.querySelector(`[name="${name}"]`) as HTMLInputElement;
    for (const [name, max] of [
      ['firstName', 50],
      ['lastName', 50],
      ['email', 255],
      ['phone', 20],
      ['company', 100],
      ['orgNumber', 20],
      ['message', 1000],
    ] as const)
      expect([name, control(name).getAttribute('maxlength')]).toEqual([name, String(max)]);
    for (const name of ['firstName', 'lastName', 'email', 'phone', 'company', 'service', 'message', 'gdprConsent'])
      expect([name, control(name).hasAttribute('required')]).toEqual([name, true]);
    expect(control('orgNumber')).not.toHaveAttribute('required');
    expect(control('message')).toHaveAttribute('minlength', '10');
    expect(control('email')).toHaveAttribute('type', 'email');
    expect(control('email')).toHaveAttribute('pattern', blockedEmailDomainPattern);
    expect(control('email')).toHaveAttribute('title', c.emailCorporate);
    expect(form.querySelector('select[name="service"] option')).toHaveAttribute('value', '');
  });

  it('hands the checks to the island once it has hydrated', () => {
    renderForm(locale);
    expect(screen.getByRole('button', { name: c.submit }).closest('form')?.noValidate).toBe(true);
  });
});
