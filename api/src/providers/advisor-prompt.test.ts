import { describe, expect, it } from 'vitest';
import { ADVISOR_REPLY_FORMAT, CONTEXT_ARTICLE_LIMIT, CONTEXT_BODY_LIMIT, HISTORY_LIMIT, buildAdvisorMessages } from './advisor-prompt';
import { MODEL_VARIABLE_KEYS } from './model-variables';
import { FAKE_ARTICLE, TURN_INPUT, fixedAnalysis } from './test/fixtures';
import { understand } from '../advisor/understanding/understand';

describe('buildAdvisorMessages', () => {
  it('gives the model at most the top articles, with long bodies cut short', () => {
    const long = { ...FAKE_ARTICLE, id: 'long-article', body: `${'Sentence about insulation. '.repeat(200)}END-MARKER` };
    const articles = [long, ...Array.from({ length: 6 }, (_, index) => ({ ...FAKE_ARTICLE, id: `article-${index}` }))];
    const analysis = fixedAnalysis({ articles: articles.map((article, index) => ({ article, score: 10 - index })) });
    const context = buildAdvisorMessages(TURN_INPUT, analysis)[1]?.content;

    expect(typeof context).toBe('string');
    const text = String(context);
    expect(text).toContain('id: long-article');
    expect(text).not.toContain('END-MARKER');
    expect(text.length).toBeLessThan(CONTEXT_ARTICLE_LIMIT * (CONTEXT_BODY_LIMIT + 200) + 1_000);
    expect(text).toContain(`id: article-${CONTEXT_ARTICLE_LIMIT - 2}`);
    expect(text).not.toContain(`id: article-${CONTEXT_ARTICLE_LIMIT - 1}`);
  });

  it("gives a second question's best article among them (the message asked two things)", () => {
    const articles = Array.from({ length: 6 }, (_, index) => ({ ...FAKE_ARTICLE, id: `article-${index}` }));
    const second = { ...FAKE_ARTICLE, id: 'second-question-article' };
    const analysis = fixedAnalysis({
      articles: articles.map((article, index) => ({ article, score: 10 - index })),
      also: { question: understand('and how much does it cost?'), articles: [{ article: second, score: 1 }] },
    });
    const text = String(buildAdvisorMessages(TURN_INPUT, analysis)[1]?.content);
    expect(text).toContain('id: second-question-article');
    expect(text).toContain(`id: article-${CONTEXT_ARTICLE_LIMIT - 2}`);
    expect(text).not.toContain(`id: article-${CONTEXT_ARTICLE_LIMIT - 1}`);
  });

  it("shares the visitor's details except name and e-mail, and only the newest history", () => {
    const analysis = fixedAnalysis({ collected: { climate_zone: '7', name: 'Jo Citizen', email: 'jo@example.com' } });
    const history = Array.from({ length: 20 }, (_, index) => ({ role: 'user' as const, content: `old message ${index}` }));
    const messages = buildAdvisorMessages({ ...TURN_INPUT, history }, analysis);
    const all = messages.map((message) => String(message.content)).join('\n');

    expect(all).toContain('climate_zone: 7');
    expect(all).not.toContain('Jo Citizen');
    expect(all).not.toContain('jo@example.com');
    expect(messages).toHaveLength(2 + HISTORY_LIMIT + 1);
    expect(all).not.toContain('old message 7');
    expect(messages.at(-2)?.content).toBe('old message 19');
    expect(messages.at(-1)).toEqual({ role: 'user', content: TURN_INPUT.message });
  });

  it('asks for strict structured output with advice first and every known variable', () => {
    const schema = ADVISOR_REPLY_FORMAT.json_schema.schema as { properties: Record<string, { required?: string[] }> };
    expect(Object.keys(schema.properties)).toEqual(['advice', 'collected_variables']);
    expect(schema.properties['collected_variables']?.required).toEqual([...MODEL_VARIABLE_KEYS]);
  });
});
