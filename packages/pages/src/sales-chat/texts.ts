/** Every text of the sales chats, matched exactly. */
export const SALES_TEXTS = {
  pageTitle: 'Energy Efficiency Advisor',
  chatTitle: 'Chat with our Energy Advisor',
  collectedTitle: 'Collected Information',
  nothingCollected: 'No information collected yet.',
  greeting:
    "Hi there! I'm here to help optimize your home's energy efficiency. Which town or city in Australia is your build or retrofit located in?",
  sendFailed: 'Sorry, I encountered an error processing your message. Please try again.',
  leadFailed: 'Sorry, I encountered an error submitting your information. Please try again.',
  leadSaved:
    "Thanks for your information! We'll create a personalized energy efficiency plan and send it to your email. Feel free to ask if you have any other questions in the meantime.",
  leadSubmittedTitle: 'Lead Submitted',
  leadSubmittedText: "Thank you! We'll be in touch soon.",
  namePlaceholder: 'Your name',
  /** The e-mail field's placeholder when the advisor has not collected an address ({email}). */
  emailPlaceholder: 'Your email',
  submit: 'Submit',
  submitting: 'Submitting...',
  send: 'Send',
} as const;
