import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import type { Locale } from '@/lib/i18n/locales';
import { sendEnquiry, type EnquiryPayload, type EnquiryResponse } from '@/lib/supabase/send-enquiry';
import { ContactForm } from './contact-form';
import { contactFormOptions, contactFormText } from './contact-form-text';

jest.mock('@/lib/supabase/send-enquiry', () => ({ sendEnquiry: jest.fn(), preloadEnquiryClient: jest.fn() }));
const send = sendEnquiry as jest.MockedFunction<typeof sendEnquiry>;

// What a visitor sees, per language (SPEC §4, §5, §8: the Swedish wording is the spec's).
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
    submitting: 'Sending message...',
    required: 'Please fill in this field',
    max50: 'At most 50 characters',
    max20: 'At most 20 characters',
    min10: 'At least 10 characters',
    max1000: 'At most 1000 characters',
    invalidEmail: 'Enter a valid e-mail address',
    emailCorporate: 'Please use your company e-mail address',
    serviceRequired: 'Choose a service',
    gdprRequired: 'You must consent to the processing of your personal data',
    successTitle: 'Thank you for your message!',
    successDescription: 'We will get back to you shortly.',
    errorTitle: 'Something went wrong',
    serverError: 'An error occurred while contacting the server',
    sendError: 'An error occurred while sending the message',
    errorDesc: 'The message could not be sent. Please try again or e-mail us directly at hej@fyrtorn.example',
    privacyHref: '/en/integritetspolicy',
  },
} as const;

type Copy = (typeof copy)[Locale];

function renderForm(locale: Locale = 'sv') {
  render(<ContactForm text={contactFormText(locale)} options={contactFormOptions} />);
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

let log: jest.SpyInstance;

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
    let answer: (value: EnquiryResponse) => void = () => {};
    send.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    fillValid(c);
    submit(c);

    const busy = await screen.findByRole('button', { name: c.submitting });
    expect(busy).toBeDisabled();
    expect(screen.getByTestId('submit-spinner')).toBeInTheDocument();

    await act(async () => answer({ success: true }));
    expect(await screen.findByRole('button', { name: c.submit })).toBeEnabled();
    expect(screen.queryByTestId('submit-spinner')).not.toBeInTheDocument();
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

  it("success: false with an error shows the function's text", async () => {
    const c = renderForm(locale);
    send.mockResolvedValue({ success: false, error: 'Mail service unavailable' });
    expect(await submitAndReadAlert(c)).toHaveTextContent('Mail service unavailable');
  });

  it('success: false without an error shows sendError', async () => {
    const c = renderForm(locale);
    send.mockResolvedValue({ success: false });
    expect(await submitAndReadAlert(c)).toHaveTextContent(c.sendError);
  });

  it('a non-2xx answer shows the error from its JSON body', async () => {
    const c = renderForm(locale);
    send.mockRejectedValue(
      new FunctionsHttpError({ json: async () => ({ success: false, error: 'email: emailCorporate' }) }),
    );
    expect(await submitAndReadAlert(c)).toHaveTextContent('email: emailCorporate');
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
