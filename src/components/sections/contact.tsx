import { ArrowRight, Mail } from "lucide";

import { Icon } from "~/components/ui/icon";
import { buttonClass } from "~/components/ui/button";
import { CopyButton } from "~/components/ui/copy-button";
import { countLead } from "~/lib/statistics/lead";
import { noPrint, printCard, printH3, printInk } from "~/components/ui/print";
import type { contact as Content } from "~/content/home";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";

import { CONTACT_FORM_ID, ContactForm, FIRST_FIELD_ID } from "./contact-form";

/** The cards' buttons have no destination of their own: each brings the visitor to the form. */
function goToForm(event: React.MouseEvent) {
  const field = document.getElementById(FIRST_FIELD_ID);
  if (!field) return;
  event.preventDefault();
  field.focus({ preventScroll: true });
  document.getElementById(CONTACT_FORM_ID)?.scrollIntoView({ block: "center" });
}

/**
 * The Contact section's content: the cards, the address and the form. An island (it copies, moves
 * focus and sends): the page wraps it in its Section, which fades in without React.
 */
export function Contact({ contact }: { contact: typeof Content }) {
  return (
    <>
      {/*
        Side by side (lg), the two columns end on one line: the row is as tall as the taller column,
        and each fills it (the form's message box grows; the cards, if the form is ever the taller).
      */}
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-12 lg:gap-12">
        <div className="flex flex-col gap-5 lg:col-span-5">
          {contact.cards.map(({ title, description, button, icon }) => (
            <article
              key={title}
              className={cn(
                "grow rounded-card border border-line bg-card p-5 xs:p-6 print:break-inside-avoid",
                printCard,
              )}
            >
              <div className="flex flex-col gap-3 xs:flex-row xs:items-start xs:gap-4">
                <span
                  className={cn(
                    "inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-ink text-volt",
                    printInk,
                  )}
                >
                  <Icon node={icon} className="size-5" />
                </span>
                <div>
                  <h3 className={cn("font-sans text-lg font-semibold", printH3)}>{title}</h3>
                  <p className="mt-1.5 text-muted">{description}</p>
                  <a
                    href={`#${CONTACT_FORM_ID}`}
                    onClick={goToForm}
                    className={buttonClass({ variant: "outline", size: "sm" }, cn("mt-4", noPrint))}
                  >
                    {button}
                    <Icon node={ArrowRight} />
                  </a>
                </div>
              </div>
            </article>
          ))}
          {/*
            The sentence, then the address on a line of its own with its copy button beside it (for
            visitors without a mail app: one click from any webmail); the button drops below the
            address only where the line has no room for both.
          */}
          <div className="flex gap-3 px-1 text-muted">
            <Icon node={Mail} className="mt-0.5 size-5 shrink-0 text-teal-deep" />
            <p className="min-w-0">
              {contact.form.emailDirect}{" "}
              <span className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
                <a
                  href={`mailto:${site.email}`}
                  translate="no"
                  className="min-w-0 font-semibold wrap-anywhere text-ink underline underline-offset-4"
                >
                  {site.email}
                </a>
                <CopyButton
                  text={() => site.email}
                  label={contact.form.copyEmail.label}
                  what={contact.form.copyEmail.name}
                  copied={contact.form.copied}
                  failed={contact.form.copyEmail.failed}
                  onCopied={() => countLead("address-copied")}
                  inline
                />
              </span>
            </p>
          </div>
        </div>
        {/* The form needs a screen: printed, the address above is the way to write. */}
        <div className={cn("flex flex-col lg:col-span-7", noPrint)}>
          <ContactForm contact={contact} />
        </div>
      </div>
    </>
  );
}
