import type { Locator, Page } from "@playwright/test";

export interface ContactMessage {
  name: string;
  email: string;
  category: "general" | "technical" | "billing" | "account" | "other";
  subject: string;
  message: string;
}

/** The /contact screen: the message form and the FAQ. */
export class ContactPage {
  readonly form: Locator;
  readonly faq: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByTestId("contact-form");
    this.faq = page.getByTestId("faq-list");
  }

  async open(): Promise<void> {
    await this.page.goto("/contact");
  }

  field(name: keyof ContactMessage): Locator {
    return this.form.locator(`[name="${name}"]`);
  }

  async send(message: ContactMessage): Promise<void> {
    await this.field("name").fill(message.name);
    await this.field("email").fill(message.email);
    await this.field("category").selectOption(message.category);
    await this.field("subject").fill(message.subject);
    await this.field("message").fill(message.message);
    await this.form.locator('button[type="submit"]').click();
  }
}
