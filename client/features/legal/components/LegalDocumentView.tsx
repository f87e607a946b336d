import { Fragment } from "react";
import type { LegalBlock, LegalDocument } from "../content/types";
import { EMAIL_SLOT } from "../hooks/useLegalTexts";

/**
 * Turns the data protection address inside a sentence into a mail link, leaving the words around it as they are;
 * while the server has not told it yet, a placeholder of an address's width holds its place.
 */
function WithMailLink({ text, email }: { text: string; email: string | undefined }) {
  const parts = text.split(email ?? EMAIL_SLOT);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one sentence never move.
        <Fragment key={index}>
          {index > 0 &&
            (email ? (
              <a className="link link-primary [overflow-wrap:anywhere]" href={`mailto:${email}`}>
                {email}
              </a>
            ) : (
              <span className="skeleton inline-block h-4 w-40 align-middle" />
            ))}
          {part}
        </Fragment>
      ))}
    </>
  );
}

function Block({ block, email }: { block: LegalBlock; email: string | undefined }) {
  if (typeof block === "string")
    return (
      <p>
        <WithMailLink text={block} email={email} />
      </p>
    );
  return (
    <ul className="list-disc space-y-1 pl-5">
      {block.map((item) => (
        <li key={item}>
          <WithMailLink text={item} email={email} />
        </li>
      ))}
    </ul>
  );
}

/** One legal text: its introduction, then numbered-free sections with headings a reader can scan. */
export function LegalDocumentView({
  document,
  email,
}: {
  document: LegalDocument;
  email: string | undefined;
}) {
  return (
    <div className="space-y-8 leading-relaxed">
      <p className="text-lg opacity-90">{document.intro}</p>
      {document.sections.map((section) => (
        <section key={section.heading} className="space-y-3">
          <h2 className="font-semibold text-xl">{section.heading}</h2>
          {section.blocks.map((block) => (
            <Block key={typeof block === "string" ? block : block[0]} block={block} email={email} />
          ))}
        </section>
      ))}
    </div>
  );
}
