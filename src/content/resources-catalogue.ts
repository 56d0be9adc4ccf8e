import { resourceCategoryLabels, type Resource, type ResourceIcon } from './resources'
import { type ResourceCategoryId } from './resource-categories'

/** Builds a resource whose category label follows its category id, so the two never disagree. */
function resource(
  categoryId: ResourceCategoryId,
  icon: ResourceIcon,
  title: string,
  url: string,
  description: string,
): Resource {
  return { title, description, url, icon, category: resourceCategoryLabels[categoryId], categoryId }
}

/**
 * The catalogue: real, public, free-to-read sources on thinking with AI. Edit this list to curate; the
 * filters and their counts follow it.
 */
export const resources: readonly Resource[] = [
  resource(
    'official',
    'guide',
    'Prompt engineering overview',
    'https://docs.anthropic.com/en/docs/build-with-claude/prompt-engineering/overview',
    "Anthropic's guide to giving a model clear context, examples and room to think step by step before it answers.",
  ),
  resource(
    'official',
    'guide',
    'Prompt engineering guide',
    'https://platform.openai.com/docs/guides/prompt-engineering',
    "OpenAI's strategies for better results: write clear instructions, provide reference text and split complex tasks into simpler ones.",
  ),
  resource(
    'official',
    'guide',
    'Prompt design strategies',
    'https://ai.google.dev/gemini-api/docs/prompting-strategies',
    "Google's Gemini documentation on structuring prompts, adding context and iterating until the output fits the task.",
  ),
  resource(
    'official',
    'paper',
    'Navigating the Jagged Technological Frontier',
    'https://papers.ssrn.com/sol3/papers.cfm?abstract_id=4573321',
    'The Harvard Business School and BCG field experiment with 758 consultants: large gains inside the frontier of what AI does well, worse answers outside it.',
  ),
  resource(
    'linkedin',
    'profile',
    'Ethan Mollick on LinkedIn',
    'https://www.linkedin.com/in/emollick/',
    'The Wharton professor posts daily experiments with AI in teaching, research and work, and what they mean for how we think.',
  ),
  resource(
    'linkedin',
    'profile',
    'Andrew Ng on LinkedIn',
    'https://www.linkedin.com/in/andrewyng/',
    'The founder of DeepLearning.AI shares notes on agentic workflows, AI literacy and how teams can learn to build with AI.',
  ),
  resource(
    'linkedin',
    'profile',
    'Allie K. Miller on LinkedIn',
    'https://www.linkedin.com/in/alliekmiller/',
    'Practical, business-first takes on adopting AI at work, with frequent walkthroughs of new tools and use cases.',
  ),
  resource(
    'substack',
    'newsletter',
    'One Useful Thing',
    'https://www.oneusefulthing.org/',
    "Ethan Mollick's newsletter on working, teaching and thinking alongside AI, grounded in research and hands-on experiments.",
  ),
  resource(
    'substack',
    'newsletter',
    'Centaurs and Cyborgs on the Jagged Frontier',
    'https://www.oneusefulthing.org/p/centaurs-and-cyborgs-on-the-jagged',
    'The essay behind the consultants study: when to divide work with AI like a centaur, and when to weave it together like a cyborg.',
  ),
  resource(
    'substack',
    'newsletter',
    'Import AI',
    'https://importai.substack.com/',
    "Jack Clark's weekly digest of AI research, with commentary on what each paper means for society and policy.",
  ),
  resource(
    'substack',
    'newsletter',
    "Simon Willison's Newsletter",
    'https://simonw.substack.com/',
    'Careful, hands-on notes on using large language models well: what they get right, where they fail and how to check them.',
  ),
  resource(
    'substack',
    'newsletter',
    'Latent Space',
    'https://www.latent.space/',
    'Essays and interviews for people building with AI, from prompting and evaluation to agents and the AI engineer role.',
  ),
  resource(
    'video',
    'play',
    'Intro to Large Language Models',
    'https://www.youtube.com/watch?v=zjkBMFhNj_g',
    "Andrej Karpathy's one-hour talk for a general audience: what an LLM is, how it is trained and where its limits and risks lie.",
  ),
  resource(
    'video',
    'play',
    'Deep Dive into LLMs like ChatGPT',
    'https://www.youtube.com/watch?v=7xTGNNLPyMI',
    'Karpathy again, in depth: pretraining, fine-tuning and reinforcement learning, and the mental models that help you use these tools.',
  ),
  resource(
    'video',
    'play',
    'But what is a GPT? Visual intro to transformers',
    'https://www.youtube.com/watch?v=wjZofJX0v4M',
    "3Blue1Brown's animated explanation of how a transformer turns words into predictions, with no prior machine learning needed.",
  ),
  resource(
    'courses',
    'course',
    'Generative AI for Everyone',
    'https://www.coursera.org/learn/generative-ai-for-everyone',
    "Andrew Ng's DeepLearning.AI course on Coursera: what generative AI can and cannot do, and how to use it in your own work.",
  ),
  resource(
    'courses',
    'course',
    'AI For Everyone',
    'https://www.coursera.org/learn/ai-for-everyone',
    'A non-technical course on AI terminology, realistic expectations and how to spot opportunities for AI in an organisation.',
  ),
  resource(
    'courses',
    'course',
    'Elements of AI',
    'https://www.elementsofai.com/',
    'A free online course from the University of Helsinki that demystifies AI for anyone, with exercises and no programming required.',
  ),
  resource(
    'podcasts',
    'microphone',
    'Hard Fork',
    'https://www.nytimes.com/column/hard-fork',
    "The New York Times' weekly tech podcast with Kevin Roose and Casey Newton, often on how AI is changing work and culture.",
  ),
  resource(
    'podcasts',
    'microphone',
    'Me, Myself, and AI',
    'https://sloanreview.mit.edu/audio-series/me-myself-and-ai/',
    'MIT Sloan Management Review and BCG talk with leaders about how their organisations get real value from AI.',
  ),
  resource(
    'podcasts',
    'microphone',
    'Lex Fridman Podcast',
    'https://lexfridman.com/podcast/',
    'Long-form conversations with AI researchers and builders about intelligence, reasoning and the future of thinking machines.',
  ),
]
