import { describe, expect, it } from "vitest";
import { answerFailure, isRefusal, seemsOtherLanguage } from "./answerChecks";

const PAIR = { source: "en", target: "fr" };

describe("answers that are not translations", () => {
  it.each([
    "I'm sorry, but I can't translate this content.",
    "As an AI language model, I cannot do that.",
    "Je suis désolé, mais je ne peux pas traduire ce contenu.",
    "Lo siento, no puedo traducir este texto.",
    "Es tut mir leid, aber ich kann das nicht übersetzen.",
    "Mi dispiace, non posso tradurre questo testo.",
    "Desculpe, não posso traduzir este conteúdo.",
    "Извините, я не могу перевести этот текст.",
    "抱歉，我无法翻译这段内容。",
    "申し訳ありませんが、この内容は翻訳できません。",
    "죄송하지만 이 내용은 번역할 수 없습니다.",
  ])("a refusal: %s", (answer) => {
    expect(answerFailure("Go to hell, you bastard.", answer, PAIR)).toBe("refused");
  });

  it("a line of dialogue that apologises is a translation, as is an apology the source made", () => {
    expect(isRefusal("I'm sorry, I can't stay.", "Je suis désolé, je ne peux pas rester.")).toBe(false);
    expect(isRefusal("I'm sorry, I can't help you.", "Je suis désolé, je ne peux pas vous aider.")).toBe(
      false,
    );
  });

  it("an echo where the languages differ; a same-language pair or a text without letters may stay", () => {
    expect(answerFailure(" Hello there ", "Hello there", PAIR)).toBe("untranslated");
    expect(answerFailure("Hello there", "Hello there", { source: "en-us", target: "en-gb" })).toBeNull();
    expect(answerFailure("1984", "1984", PAIR)).toBeNull();
    expect(answerFailure("Hello there", "Bonjour", PAIR)).toBeNull();
  });

  it("another language is told only on cues long enough", () => {
    expect(seemsOtherLanguage("I don't know what you mean, but I'm leaving tomorrow morning.", "fr")).toBe(
      true,
    );
    expect(seemsOtherLanguage("Je ne sais pas ce que tu veux dire, mais je pars demain matin.", "fr")).toBe(
      false,
    );
    expect(seemsOtherLanguage("Okay, thanks!", "fr")).toBe(false);
  });
});
