/** The expertise step: "What topic could you give a TED talk on for an hour?" */

/** The input accepts at most this many characters, and says so. */
export const EXPERTISE_MAX_LENGTH = 100

/** Shown on the card when no expertise is stored. */
export const DEFAULT_EXPERTISE = 'AI & Machine Learning'

/** Topics suggested as the visitor types; the first five lead the list. */
export const expertiseSuggestions: readonly string[] = [
  'Artificial Intelligence',
  'Climate Change',
  'Leadership',
  'Design Thinking',
  'Innovation',
  'Behavioural Economics',
  'Public Health',
  'Product Management',
  'Negotiation',
  'Data Science',
  'Urban Planning',
  'Cybersecurity',
  'Marketing Strategy',
  'Organisational Culture',
  'Renewable Energy',
  'Education Reform',
  'Mental Health at Work',
  'Entrepreneurship',
  'Storytelling',
  'Supply Chain Management',
  'Ethics in Technology',
  'Change Management',
  'Neuroscience',
  'Financial Literacy',
  'Diversity and Inclusion',
  'User Experience Design',
  'Remote Work',
  'Sustainable Business',
]
