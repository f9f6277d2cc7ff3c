import { ChevronDown, CircleCheck, Send } from "lucide";
import { useRef } from "react";

import { Icon } from "~/components/ui/icon";
import { Button } from "~/components/ui/button";
import { CopyButton } from "~/components/ui/copy-button";
import type { contact as Content } from "~/content/home";
import { industries, site } from "~/content/site";
import { cn } from "~/lib/cn";
import type { Draft } from "~/lib/contact/draft";
import { buildMailto, formatSubmittedAt, type Mailto } from "~/lib/contact/mailto";
import { readFields, useContactDraft } from "~/lib/contact/use-contact-draft";
import { useMailtoSend } from "~/lib/contact/use-mailto-send";

export const CONTACT_FORM_ID = "contact-form";
export const FIRST_FIELD_ID = "contact-name";
const LONG_NOTE_ID = "contact-message-long";

/** The mailto: hand-over for the form's values. */
function compose(fields: Draft, marker: string): Mailto {
  const { name = "", email = "", company = "", industry = "", message = "" } = fields;
  const label = industries.find((option) => option.value === industry)?.label ?? "";
  const entry = { name, email, company, industry: label, message };
  return buildMailto(site.email, entry, formatSubmittedAt(new Date()), marker);
}

const fieldClass =
  "block w-full rounded-xl border border-ink/20 bg-card px-4 py-3 text-base text-ink placeholder:text-muted transition-colors hover:border-ink/40 focus:border-teal-deep";
const labelClass = "mb-2 text-sm leading-6 font-semibold text-ink";

type FieldProps = { id: string; label: string; optional?: string; wide?: boolean; children: React.ReactNode };

/**
 * A labelled form control; `optional` adds the "(optional)" marker, `wide` spans both columns. Each
 * label sits on its control, at the foot of the grid cell: when one label of a row wraps, the two
 * controls still line up.
 */
function Field({ id, label, optional, wide, children }: FieldProps) {
  return (
    <div className={cn("flex flex-col justify-end", wide && "sm:col-span-2")}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional ? <span className="font-normal text-muted"> ({optional})</span> : null}
      </label>
      {children}
    </div>
  );
}

/** The form, with the Contact section's words (`contact`, from the page: src/pages/index.astro). */
export function ContactForm({ contact }: { contact: typeof Content }) {
  const { form, success } = contact;
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useContactDraft(formRef, (fields) => compose(fields, form.long.marker).shortened);
  const { sending, sent, send } = useMailtoSend({
    onDelivered: draft.clear,
    // A failure to build the link is only logged: the visitor still has the form and the address.
    onFailed: () => console.error(form.failed),
  });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    send(() => compose(readFields(formElement), form.long.marker));
  };

  return (
    // Beside the cards (lg) the card is as tall as their column, and the message box takes the height
    // the fields leave: the submit row stays at the card's foot, level with the column's end.
    <div className="relative flex grow flex-col rounded-panel bg-card p-5 shadow-lift xs:p-7 sm:p-10">
      <h3 className="text-2xl font-bold tracking-tight">{form.heading}</h3>
      <form
        id={CONTACT_FORM_ID}
        // Without JavaScript the browser's own mail submission still reaches us (never a GET query).
        action={`mailto:${site.email}`}
        method="post"
        encType="text/plain"
        onSubmit={onSubmit}
        onInput={draft.onInput}
        ref={formRef}
        aria-busy={sending}
        className="mt-8 grid grow grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-rows-[auto_auto_1fr_auto]"
      >
        <Field id={FIRST_FIELD_ID} label={form.name.label}>
          <input
            id={FIRST_FIELD_ID}
            name="name"
            type="text"
            required
            autoComplete="name"
            placeholder={form.name.placeholder}
            className={fieldClass}
          />
        </Field>
        <Field id="contact-email" label={form.email.label}>
          <input
            id="contact-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder={form.email.placeholder}
            className={fieldClass}
          />
        </Field>
        <Field id="contact-company" label={form.company.label} optional={form.optional}>
          <input
            id="contact-company"
            name="company"
            type="text"
            autoComplete="organization"
            placeholder={form.company.placeholder}
            className={fieldClass}
          />
        </Field>
        <Field id="contact-industry" label={form.industry.label} optional={form.optional}>
          {/* The chevron is drawn in the page, not fetched: nothing but the stylesheet loads before the first paint. */}
          <div className="relative">
            <select id="contact-industry" name="industry" defaultValue="" className={cn(fieldClass, "select-field")}>
              <option value="">{form.industry.placeholder}</option>
              {industries.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
            <Icon
              node={ChevronDown}
              className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-slate forced-colors:hidden"
            />
          </div>
        </Field>
        <Field id="contact-message" label={form.message.label} wide>
          <textarea
            id="contact-message"
            name="message"
            required
            rows={4}
            placeholder={form.message.placeholder}
            aria-describedby={draft.long ? LONG_NOTE_ID : undefined}
            className={cn(fieldClass, "grow resize-y")}
          />
          <div aria-live="polite">
            {draft.long ? (
              <p id={LONG_NOTE_ID} className="mt-3 text-sm text-ink">
                {form.long.notice}
              </p>
            ) : null}
          </div>
          {draft.long ? (
            <CopyButton
              text={() => (formRef.current ? compose(readFields(formRef.current), form.long.marker).fullBody : "")}
              label={form.long.copy}
              copied={form.copied}
              failed={form.long.failed}
              className="mt-3"
            />
          ) : null}
        </Field>
        <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">{form.promise}</p>
          <Button type="submit" variant="dark" disabled={sending} className="sm:min-w-44 sm:shrink-0">
            {/* In an element of its own: a translated page (text in the browser's <font>s) still shows the change. */}
            <span>{sending ? form.sending : form.submit}</span>
            {sending ? null : <Icon node={Send} />}
          </Button>
        </div>
      </form>

      <div role="status" className="pointer-events-none absolute inset-0">
        {sent ? (
          <div className="pointer-events-auto flex size-full flex-col items-center justify-center rounded-panel bg-card/97 p-5 text-center backdrop-blur-sm motion-safe:animate-fade xs:p-8">
            <Icon node={CircleCheck} className="size-14 text-teal-deep" />
            <p className="mt-5 font-display text-3xl font-bold tracking-tight">{success.heading}</p>
            <p className="mt-3 max-w-sm text-muted">
              {success.text}{" "}
              <a
                href={`mailto:${site.email}`}
                translate="no"
                className="font-semibold wrap-anywhere text-ink underline underline-offset-4"
              >
                {site.email}
              </a>
              .
            </p>
            {sent === "sent" ? null : <p className="mt-3 max-w-sm font-semibold text-ink">{success[sent]}</p>}
          </div>
        ) : null}
      </div>
    </div>
  );
}
