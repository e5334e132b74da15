/** The six suggestion chips of the main chat: each sends its message after 100 ms. */
export const MAIN_CHAT_SUGGESTIONS = [
  { label: 'Improve my house', message: 'How do I improve my house energy efficiency?' },
  { label: 'Reduce energy bills', message: 'How can I reduce my energy bills?' },
  { label: 'Solar options', message: 'What solar options are available for my property?' },
  { label: 'Get assessment quote', message: 'I would like an energy efficiency assessment quote' },
  { label: 'Heat pump advice', message: 'Are heat pumps a good option for my home?' },
  { label: 'Insulation help', message: 'I need help choosing insulation for my home' },
] as const;
