import { CircleCheck, Send } from "lucide";
import { useEffect, useRef, useState } from "react";

import { Icon } from "~/components/ui/icon";
import { Button } from "~/components/ui/button";
import { contact } from "~/content/home";
import { industries, site } from "~/content/site";
import { cn } from "~/lib/cn";
import { buildMailto, formatSubmittedAt } from "~/lib/mailto";
import { openMailto } from "~/lib/open-mailto";

/** Spec: the 'Message Sent!' overlay shows for 3 s. */
export const SUCCESS_MS = 3000;
/** How long the button reads 'Sending...' (and stays locked) while the mail app opens. */
export const SENDING_MS = 800;

export const CONTACT_FORM_ID = "contact-form";
export const FIRST_FIELD_ID = "contact-name";

const fieldClass =
  "mt-2 block w-full rounded-xl border border-ink/20 bg-card px-4 py-3 text-base text-ink placeholder:text-muted transition-colors hover:border-ink/40 focus:border-teal-deep";
const labelClass = "text-sm font-semibold text-ink";

type FieldProps = { id: string; label: string; optional?: string; wide?: boolean; children: React.ReactNode };

/** A labelled form control; `optional` adds the "(optional)" marker, `wide` spans both columns. */
function Field({ id, label, optional, wide, children }: FieldProps) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {optional ? <span className="font-normal text-muted"> ({optional})</span> : null}
      </label>
      {children}
    </div>
  );
}

export function ContactForm() {
  const { form, success } = contact;
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const later = (fn: () => void, ms: number) => timers.current.push(window.setTimeout(fn, ms));

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const text = (key: string) => String(data.get(key) ?? "");
    const industry = industries.find((option) => option.value === text("industry"));

    let url: string;
    try {
      url = buildMailto(
        site.email,
        {
          name: text("name"),
          email: text("email"),
          company: text("company"),
          industry: industry?.label ?? "",
          message: text("message"),
        },
        formatSubmittedAt(new Date()),
      );
    } catch {
      // Spec: a failure to build the link is logged, and nothing is shown.
      console.error(form.failed);
      return;
    }

    setSending(true);
    // Hand over inside the click's user activation, or browsers may refuse to open the mail app.
    openMailto(url);
    later(() => {
      formElement.reset();
      setSending(false);
      setSent(true);
      later(() => setSent(false), SUCCESS_MS);
    }, SENDING_MS);
  };

  return (
    <div className="relative rounded-panel bg-card p-7 shadow-lift sm:p-10">
      <h3 className="text-2xl font-bold tracking-tight">{form.heading}</h3>
      <form
        id={CONTACT_FORM_ID}
        // Without JavaScript the browser's own mail submission still reaches us (never a GET query).
        action={`mailto:${site.email}`}
        method="post"
        encType="text/plain"
        onSubmit={onSubmit}
        aria-busy={sending}
        className="mt-8 grid gap-6 sm:grid-cols-2"
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
          <select id="contact-industry" name="industry" defaultValue="" className={cn(fieldClass, "appearance-auto")}>
            <option value="">{form.industry.placeholder}</option>
            {industries.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="contact-message" label={form.message.label} wide>
          <textarea
            id="contact-message"
            name="message"
            required
            rows={4}
            placeholder={form.message.placeholder}
            className={cn(fieldClass, "resize-y")}
          />
        </Field>
        <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted">{form.promise}</p>
          <Button type="submit" variant="dark" disabled={sending} className="sm:min-w-44">
            {sending ? form.sending : form.submit}
            {sending ? null : <Icon node={Send} />}
          </Button>
        </div>
      </form>

      <div role="status" className="pointer-events-none absolute inset-0">
        {sent ? (
          <div className="pointer-events-auto flex size-full flex-col items-center justify-center rounded-panel bg-card/97 p-8 text-center backdrop-blur-sm motion-safe:animate-fade">
            <Icon node={CircleCheck} className="size-14 text-teal-deep" />
            <p className="mt-5 font-display text-3xl font-bold tracking-tight">{success.heading}</p>
            <p className="mt-3 max-w-sm text-muted">
              {success.text}{" "}
              <a href={`mailto:${site.email}`} className="font-semibold text-ink underline underline-offset-4">
                {site.email}
              </a>
              .
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
