import { useLingui } from "@lingui/react/macro";
import { ContactForm } from "../features/contact/components/ContactForm";
import { ContactMethods } from "../features/contact/components/ContactMethods";
import { Faq } from "../features/contact/components/Faq";

/** /contact: the message form beside the ways to reach the team, then the FAQ (spec section 2). */
export function ContactPage() {
  const { t } = useLingui();
  return (
    <div className="space-y-10">
      <header className="space-y-2">
        <h1 className="font-semibold text-2xl">{t`Contact`}</h1>
        <p className="opacity-80">{t`A question, a problem with a file, a bill? Write to us: a person answers.`}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
        <section className="card border border-base-300 bg-base-100">
          <div className="card-body p-4 sm:p-6">
            <ContactForm />
          </div>
        </section>
        <ContactMethods />
      </div>
      <Faq />
    </div>
  );
}
