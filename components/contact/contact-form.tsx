'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
// The choices come without zod; the schema module (and zod) loads with lib/validations/enquiry-resolver.ts, on demand.
import {
  additionalServiceOptions,
  blockedEmailDomainPattern,
  contactLimits,
  honeypotField,
  serviceOptions,
  type EnquiryLocale,
} from '@/lib/validations/contact-constants';
import type { ContactFormEnquiry, ContactFormValues } from '@/lib/validations/contact';
import { sendEnquiry, type EnquiryPayload } from '@/lib/supabase/send-enquiry';
import { responseFailure, thrownFailure, type EnquiryFailure } from '@/lib/supabase/enquiry-errors';
import { buttonStyles } from '@/components/ui/button-styles';
import { SpinnerIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { afterNextPaint, whenIdle } from '@/lib/when-idle';
import { actedAt } from '@/lib/islands/acted-at';
import { ISLAND_ELEMENT } from '@/components/islands/registry.mjs';
import { LinkedTextView } from '@/components/ui/linked-text';
import type { ContactFormText, FormField } from './contact-form-text';
import { FormToasts, preloadToasts, type Toast } from './form-toast';
import { validationMessage } from './validation-message';

type Validation = typeof import('@/lib/validations/enquiry-resolver');
let validation: Validation | undefined;
const loadValidation = async (): Promise<Validation> =>
  (validation ??= await import('@/lib/validations/enquiry-resolver'));

// Once the checks are here, a send checks at once: a dynamic import() of a module already loaded still
// resolves in a task of its own, which put a frame and a scheduler task between a press and its messages.
const resolver: Resolver<ContactFormValues, unknown, ContactFormEnquiry> = async (values, context, options) =>
  (validation ?? (await loadValidation())).enquiryResolver(values, context, options);

/** The form's empty state, also what it resets to after a successful send. */
export const emptyContactForm: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  orgNumber: '',
  service: '',
  additionalServices: [],
  message: '',
  gdprConsent: false,
};

const formFields = new Set<string>(Object.keys(emptyContactForm));
const isFormField = (field: string): field is FormField => formFields.has(field);

const inputClass =
  'mt-1 block w-full rounded-lg border border-border bg-background px-3 py-2 text-foreground placeholder:text-muted focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary aria-[invalid=true]:border-red-700 dark:aria-[invalid=true]:border-red-300';
const errorClass = 'mt-1 text-sm font-medium text-red-700 dark:text-red-300';
const linkClass = 'font-semibold text-primary underline underline-offset-2 hover:no-underline';

/** A v4 UUID; crypto.randomUUID needs a secure context, so fall back to getRandomValues. */
function newEnquiryId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * When the visitor first saw the form: the page's first paint (the server HTML, before any script), else
 * the start of the navigation. A visitor who began typing before the scripts arrived began after it.
 */
function formShownAt(): number {
  return performance.getEntriesByName?.('first-contentful-paint')[0]?.startTime ?? 0;
}

/** Disabled only while a send is under way: before the script runs, a click posts the form natively. */
function SubmitButton({ submitting, label }: { submitting: boolean; label: string }) {
  return (
    <button
      type="submit"
      disabled={submitting}
      className={cn(buttonStyles.primary, 'w-full disabled:cursor-wait disabled:opacity-70 sm:w-auto')}
    >
      {submitting ? (
        <SpinnerIcon data-testid="submit-spinner" className="animate-spin motion-reduce:animate-none" />
      ) : null}
      {label}
    </button>
  );
}

/**
 * The enquiry form. Texts come translated from the server; `locale` is the page's language; `action`
 * is where the browser posts the form itself when the script has not run (the enquiry function).
 * The server HTML is a complete form: named fields, the browser's own checks, an enabled button. Once
 * hydrated, the island validates and sends it as JSON instead.
 */
export function ContactForm({
  text,
  locale,
  action,
}: {
  text: ContactFormText;
  locale: EnquiryLocale;
  action: string;
}) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues, unknown, ContactFormEnquiry>({
    resolver,
    defaultValues: emptyContactForm,
  });
  const [toast, setToast] = useState<Toast | null>(null);
  // One id per enquiry while its values stay the same: a retry after an unclear failure sends the same
  // id (the function stores one row); changed values are another enquiry, and a success ends it.
  const pending = useRef<{ id: string; values: string } | null>(null);
  // From the first focus in the form to the press of Send: a person needs seconds, a bot filling it does not.
  // Both as the visitor did them, also before the island had started (the loader notes them: acted-at.ts).
  const startedAt = useRef<number | null>(null);
  const submittedAt = useRef(0);
  // Filled only by bots that fill every input: hidden from people and assistive technology.
  const honeypot = useRef<HTMLInputElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  // From a press until its check (and its send, if it passes) has ended.
  const checking = useRef(false);

  // The island shows its own messages from here on; until now the browser's checks guard a native post.
  useEffect(() => {
    if (!formElement.current) return;
    formElement.current.noValidate = true;
    // The visitor began before this island could see it: from the first focus the loader saw in it, or, in a
    // page without the loader (npm run dev) with the focus in the form already, from the form's first paint.
    const island = formElement.current.closest(ISLAND_ELEMENT);
    const focused = island ? actedAt(island) : undefined;
    if (focused !== undefined) startedAt.current = focused;
    else if (formElement.current.contains(document.activeElement)) startedAt.current = formShownAt();
    // The island starts as the visitor reaches the form: its checks are fetched and made ready (one check of
    // the empty form) in the next idle moment, so that neither the first keystrokes nor a first send wait for them.
    return whenIdle(() => void loadValidation().then(({ prepareChecks }) => prepareChecks(emptyContactForm)));
  }, []);

  // The checks are fetched once the island has started (above); a focus before that fetches them at once. The
  // Supabase client and the toasts' motion come with the first valid send, beside its request: fetched on the
  // first focus, their start-up took the main thread between a visitor's keystrokes, and between a first
  // empty send and its messages (docs/performance.md).
  const onFocus = () => {
    startedAt.current ??= performance.now();
    void loadValidation();
  };

  const fail = ({ description, fields }: EnquiryFailure) => {
    for (const { field, kind } of fields ?? []) {
      if (isFormField(field)) setError(field, { type: 'server', message: kind });
    }
    setToast({ variant: 'destructive', title: text.toast.errorTitle, description });
  };

  const onSubmit = async (values: ContactFormEnquiry) => {
    setToast(null);
    preloadToasts();
    const fingerprint = JSON.stringify(values);
    if (pending.current?.values !== fingerprint) pending.current = { id: newEnquiryId(), values: fingerprint };
    const { trackingFromUrl } = await loadValidation();
    const elapsedMs = Math.max(1, Math.round(submittedAt.current - (startedAt.current ?? formShownAt())));
    for (let attempt = 1; ; attempt++) {
      const payload: EnquiryPayload = {
        ...values,
        ...trackingFromUrl(window.location.search),
        locale,
        id: pending.current.id,
        [honeypotField]: honeypot.current?.value ?? '',
        elapsedMs,
      };
      console.log('Contact form submitted:', payload);
      let failure: EnquiryFailure | null;
      try {
        failure = responseFailure(await sendEnquiry(payload), text.toast);
      } catch (error) {
        failure = await thrownFailure(error, text.toast);
      }
      // The id already holds another enquiry (one sent earlier under it): this one goes again under a new id.
      if (failure?.code === 'id_conflict' && attempt === 1) {
        pending.current = { id: newEnquiryId(), values: fingerprint };
        continue;
      }
      if (failure !== null) return fail(failure);
      pending.current = null;
      startedAt.current = null;
      reset(emptyContactForm);
      setToast({
        variant: 'success',
        title: text.toast.successTitle,
        description: text.toast.successDescription,
      });
      return;
    }
  };

  const message = (field: FormField) =>
    validationMessage(field, (errors[field] as FieldError | undefined)?.message, text.validation);

  /** Ties a control to its hint and error: aria-describedby, aria-invalid. */
  const describe = (field: FormField, hintId?: string) => {
    const error = message(field);
    const ids = [hintId, error ? `contact-${field}-error` : undefined].filter(Boolean).join(' ');
    return {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': ids || undefined,
    } as const;
  };

  const errorFor = (field: FormField) => {
    const error = message(field);
    return error ? (
      <p id={`contact-${field}-error`} className={errorClass}>
        {error}
      </p>
    ) : null;
  };

  const textField = (
    field: 'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'orgNumber',
    options: {
      type?: string;
      autoComplete: string;
      optional?: boolean;
      placeholder?: string;
      hint?: ReactNode;
      /** The browser's own check for a native post (a pattern and its message). */
      pattern?: { source: string; title: string };
    },
  ) => {
    const hintId = options.hint ? `contact-${field}-hint` : undefined;
    return (
      <div>
        <Label htmlFor={`contact-${field}`} optional={options.optional ? text.optional : undefined}>
          {text.labels[field]}
        </Label>
        <input
          id={`contact-${field}`}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          placeholder={options.placeholder}
          required={!options.optional}
          maxLength={contactLimits[field].max}
          pattern={options.pattern?.source}
          title={options.pattern?.title}
          className={inputClass}
          {...describe(field, hintId)}
          {...register(field)}
        />
        {options.hint ? (
          <p id={hintId} className="mt-1 text-sm text-muted">
            {options.hint}
          </p>
        ) : null}
        {errorFor(field)}
      </div>
    );
  };

  return (
    <>
      <form
        ref={formElement}
        method="post"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          if (checking.current) return;
          checking.current = true;
          // A send pressed before the island had started comes again once it has: timed from the press.
          submittedAt.current = actedAt(event.nativeEvent) ?? performance.now();
          // The press is painted first; the check, and its messages or the send, follow in the next task in one
          // render. A second press meanwhile starts nothing: the first is under way.
          afterNextPaint(() => {
            void handleSubmit(onSubmit)().finally(() => (checking.current = false));
          });
        }}
        onFocus={onFocus}
        className="space-y-6 rounded-2xl border border-border bg-card p-6 sm:p-8"
      >
        <p className="text-sm text-muted">{text.requiredNote}</p>
        <div className="grid gap-6 sm:grid-cols-2">
          {textField('firstName', { autoComplete: 'given-name' })}
          {textField('lastName', { autoComplete: 'family-name' })}
          {textField('email', {
            type: 'email',
            autoComplete: 'email',
            hint: text.emailHint,
            pattern: { source: blockedEmailDomainPattern, title: text.validation.emailCorporate },
          })}
          {textField('phone', { type: 'tel', autoComplete: 'tel' })}
          {textField('company', { autoComplete: 'organization' })}
          {textField('orgNumber', {
            autoComplete: 'off',
            optional: true,
            placeholder: text.orgNumberPlaceholder,
          })}
        </div>

        <div>
          <Label htmlFor="contact-service">{text.labels.service}</Label>
          <select
            id="contact-service"
            required
            className={inputClass}
            {...describe('service')}
            {...register('service')}
          >
            <option value="">{text.servicePlaceholder}</option>
            {serviceOptions.map((option) => (
              <option key={option} value={option}>
                {text.services[option]}
              </option>
            ))}
          </select>
          {errorFor('service')}
        </div>

        <fieldset>
          <legend className="text-sm font-semibold text-foreground">
            {text.labels.additionalServices} <span className="font-normal text-muted">{text.optional}</span>
          </legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {additionalServiceOptions.map((option) => (
              <label key={option} className="inline-flex items-center gap-2 text-foreground">
                <input
                  type="checkbox"
                  value={option}
                  className="size-4 accent-primary"
                  {...register('additionalServices')}
                />
                {text.additionalServices[option]}
              </label>
            ))}
          </div>
        </fieldset>

        <div>
          <Label htmlFor="contact-message">{text.labels.message}</Label>
          <textarea
            id="contact-message"
            rows={6}
            required
            minLength={contactLimits.message.min}
            maxLength={contactLimits.message.max}
            placeholder={text.messagePlaceholder}
            className={inputClass}
            {...describe('message')}
            {...register('message')}
          />
          {errorFor('message')}
        </div>

        <div>
          <div className="flex items-start gap-3">
            <input
              id="contact-gdprConsent"
              type="checkbox"
              required
              className="mt-1 size-4 shrink-0 accent-primary"
              {...describe('gdprConsent')}
              {...register('gdprConsent')}
            />
            <label htmlFor="contact-gdprConsent" className="text-sm text-foreground">
              <LinkedTextView text={text.consent} linkClassName={linkClass} /> <span aria-hidden="true">*</span>
            </label>
          </div>
          {errorFor('gdprConsent')}
        </div>

        <SubmitButton submitting={isSubmitting} label={isSubmitting ? text.submitting : text.submit} />
        {/* The page's language, for a native post: the script sends it from the prop. */}
        <input type="hidden" name="locale" value={locale} />

        {/* A plain text input for bots; the wrapper hides it from people, Tab and screen readers (and pa11y). */}
        <div hidden aria-hidden="true">
          <label htmlFor={`contact-${honeypotField}`}>{text.honeypotLabel}</label>
          <input
            ref={honeypot}
            id={`contact-${honeypotField}`}
            type="text"
            name={honeypotField}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>

        <p className="text-sm text-muted">
          <LinkedTextView text={text.footerNote} linkClassName={linkClass} />
        </p>
      </form>
      <FormToasts
        toast={toast}
        label={text.toast.label}
        dismissLabel={text.toast.dismiss}
        onDismiss={() => setToast(null)}
      />
    </>
  );
}

function Label({ htmlFor, optional, children }: { htmlFor: string; optional?: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold text-foreground">
      {children}{' '}
      {optional ? <span className="font-normal text-muted">{optional}</span> : <span aria-hidden="true">*</span>}
    </label>
  );
}
