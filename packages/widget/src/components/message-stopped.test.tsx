import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONVERSATION_ID, fakeClient } from '../test/fake-client';
import { renderWidget } from '../test/render-widget';

const at = (second: number) => `2026-11-20T03:00:0${second}.000Z`;

describe("a stopped reply's mark", () => {
  it("shows 'Stopped' (part stopped-marker) in the meta row of a reply loaded again from the transcript, and only there", async () => {
    const client = fakeClient({
      listConversations: async () => [{ id: CONVERSATION_ID, projectId: 'demo-project', createdAt: at(0) }],
      getTranscript: async () => [
        { id: 1, sender: 'user', content: 'Heat pumps?', timestamp: at(1), citations: [] },
        { id: 2, sender: 'assistant', content: 'They move heat rather than', timestamp: at(2), citations: [], stopped: true },
        { id: 3, sender: 'user', content: 'And solar?', timestamp: at(3), citations: [] },
        { id: 4, sender: 'assistant', content: 'Panels on the north roof.', timestamp: at(4), citations: [] },
      ],
    });
    renderWidget({ open: true, client });
    await screen.findByText('They move heat rather than');
    const marks = [...document.querySelectorAll('[part~="stopped-marker"]')];
    expect(marks.map((mark) => mark.textContent)).toEqual(['Stopped']);
    expect(marks[0]?.closest('.ea-message__meta')).toBeTruthy();
    expect(marks[0]?.closest('.ea-message')?.textContent).toContain('They move heat rather than');
  });
});
