// The category tree of the generated directory, with the vocabulary each subcategory's tools are
// described with, so that search and embedding neighbours make sense.

export interface SubcategorySpec {
  name: string;
  /** What one tool of this kind is called, e.g. "video editor". */
  noun: string;
  /** Verb phrases in the third person, e.g. "edits videos automatically". */
  does: readonly string[];
}

export interface CategorySpec {
  name: string;
  /** First halves of invented product names, e.g. "Clip" for ClipForge. */
  namePrefixes: readonly string[];
  audiences: readonly string[];
  subcategories: readonly SubcategorySpec[];
}

function sub(name: string, noun: string, does: string): SubcategorySpec {
  return { name, noun, does: does.split('|') };
}

export const TAXONOMY: readonly CategorySpec[] = [
  {
    name: 'Writing & Copywriting',
    namePrefixes: [
      'Write',
      'Word',
      'Quill',
      'Ink',
      'Copy',
      'Prose',
      'Draft',
      'Pen',
      'Verse',
      'Story',
      'Lexi',
    ],
    audiences: ['marketers', 'bloggers', 'agencies', 'students', 'founders', 'content teams'],
    subcategories: [
      sub(
        'Copywriting',
        'copywriting assistant',
        'writes high-converting ad copy and landing pages|generates product taglines and headlines|rewrites sales copy in your brand voice',
      ),
      sub(
        'Blog Writing',
        'blog writer',
        'drafts long-form blog posts from a keyword|outlines and writes SEO-friendly articles|turns ideas into publish-ready blog content',
      ),
      sub(
        'Grammar & Proofreading',
        'proofreading tool',
        'fixes grammar, spelling and punctuation|checks tone and clarity as you write|proofreads documents and emails instantly',
      ),
      sub(
        'Paraphrasing',
        'paraphrasing tool',
        'rewrites sentences in different words|rephrases paragraphs to avoid repetition|simplifies complex text into plain language',
      ),
      sub(
        'Email Writing',
        'email writer',
        'writes professional emails from a few bullet points|drafts replies to your messages|personalizes cold emails at scale',
      ),
      sub(
        'Creative Writing',
        'story writer',
        'co-writes novels and short stories|generates plot ideas, characters and dialogue|helps authors beat writer’s block',
      ),
      sub(
        'SEO Writing',
        'SEO content writer',
        'writes search-optimized articles|optimizes existing content for keywords|generates meta descriptions and titles',
      ),
      sub(
        'Academic Writing',
        'academic writing assistant',
        'helps draft essays and research papers|formats citations and references|improves academic tone and structure',
      ),
    ],
  },
  {
    name: 'Image Generation & Editing',
    namePrefixes: ['Pixel', 'Image', 'Art', 'Canvas', 'Dream', 'Photo', 'Lumen', 'Vision', 'Paint', 'Prism'],
    audiences: ['designers', 'artists', 'marketers', 'photographers', 'creators'],
    subcategories: [
      sub(
        'Text to Image',
        'image generator',
        'generates images from text prompts|creates photorealistic pictures and illustrations from a description|turns prompts into stunning AI art',
      ),
      sub(
        'Image Editing',
        'image editor',
        'edits photos with simple text instructions|retouches and enhances images automatically|replaces objects and backgrounds in photos',
      ),
      sub(
        'Background Removal',
        'background remover',
        'removes image backgrounds in one click|cuts out people and products from photos|creates transparent PNG images automatically',
      ),
      sub(
        'Image Upscaling',
        'image upscaler',
        'upscales images to 4K without losing quality|sharpens blurry photos|enlarges low-resolution pictures',
      ),
      sub(
        'Logo Generation',
        'logo generator',
        'designs logos from your brand name|creates brand identities and icons|generates vector logos in seconds',
      ),
      sub(
        'AI Avatars',
        'avatar generator',
        'creates profile pictures and avatars from selfies|generates professional headshots|turns photos into stylized portraits',
      ),
      sub(
        'Photo Restoration',
        'photo restorer',
        'restores old and damaged photos|colorizes black and white pictures|repairs scratches and faded images',
      ),
      sub(
        'Anime & Illustration',
        'illustration generator',
        'draws anime characters and illustrations|creates comic and manga artwork|generates illustrations for children’s books',
      ),
    ],
  },
  {
    name: 'Video',
    namePrefixes: ['Clip', 'Vid', 'Reel', 'Frame', 'Scene', 'Motion', 'Cut', 'Cine', 'Film', 'Shot'],
    audiences: ['YouTubers', 'marketers', 'educators', 'filmmakers', 'social media managers'],
    subcategories: [
      sub(
        'Video Editing',
        'video editor',
        'edits videos automatically with AI|removes silences and filler words from video footage|cuts and trims video by editing the transcript',
      ),
      sub(
        'Text to Video',
        'video generator',
        'generates videos from text prompts|turns scripts into narrated videos|creates video clips from a description',
      ),
      sub(
        'Video Avatars',
        'AI avatar video tool',
        'creates talking-head videos with AI avatars|turns text into presenter videos|produces spokesperson videos without a camera',
      ),
      sub(
        'Subtitles & Captions',
        'caption generator',
        'adds subtitles to videos automatically|generates animated captions for video|transcribes and translates video captions',
      ),
      sub(
        'Short-form Clips',
        'clip maker',
        'turns long videos into viral short clips|repurposes podcasts into reels and shorts|finds the highlights in long videos',
      ),
      sub(
        'Video Enhancement',
        'video enhancer',
        'upscales and sharpens video footage|stabilizes and denoises videos|restores old video to HD',
      ),
      sub(
        'Animation',
        'animation tool',
        'animates characters and illustrations|creates explainer animations|turns still images into animated video',
      ),
    ],
  },
  {
    name: 'Audio & Voice',
    namePrefixes: ['Voice', 'Sound', 'Audio', 'Echo', 'Sonic', 'Tone', 'Vox', 'Beat', 'Melody', 'Hertz'],
    audiences: ['podcasters', 'musicians', 'content creators', 'game studios', 'audiobook authors'],
    subcategories: [
      sub(
        'Text to Speech',
        'text to speech tool',
        'converts text into natural-sounding speech|generates lifelike voiceovers|reads articles aloud in realistic voices',
      ),
      sub(
        'Voice Cloning',
        'voice cloning tool',
        'clones your voice from a short sample|creates custom synthetic voices|speaks any script in your own voice',
      ),
      sub(
        'Music Generation',
        'music generator',
        'composes original music and songs|generates royalty-free background music|creates songs from a text prompt',
      ),
      sub(
        'Transcription',
        'transcription tool',
        'transcribes audio and video to text|converts speech to text with speaker labels|turns recordings into searchable transcripts',
      ),
      sub(
        'Podcast Production',
        'podcast tool',
        'records and edits podcasts|writes podcast show notes and chapters|polishes podcast audio automatically',
      ),
      sub(
        'Audio Enhancement',
        'audio enhancer',
        'removes background noise from recordings|enhances voice quality to studio level|cleans up echo and hum in audio',
      ),
      sub(
        'Sound Effects',
        'sound effect generator',
        'generates sound effects from text|creates foley and ambient audio|designs sound effects for games and film',
      ),
    ],
  },
  {
    name: 'Chatbots & Assistants',
    namePrefixes: ['Chat', 'Talk', 'Ask', 'Convo', 'Buddy', 'Assist', 'Genie', 'Reply', 'Parley', 'Oracle'],
    audiences: ['everyone', 'support teams', 'small businesses', 'knowledge workers', 'developers'],
    subcategories: [
      sub(
        'AI Chatbots',
        'AI chatbot',
        'answers questions and holds natural conversations|chats about anything using a large language model|helps with writing, coding and research in a chat',
      ),
      sub(
        'Personal Assistants',
        'personal assistant',
        'manages your to-dos and reminders|answers questions about your day|acts as an AI sidekick for everyday tasks',
      ),
      sub(
        'Customer Support',
        'support chatbot',
        'answers customer questions around the clock|resolves support tickets automatically|deflects repetitive help desk requests',
      ),
      sub(
        'Character Chat',
        'character chat app',
        'lets you chat with AI characters|role-plays with fictional personas|creates custom AI companions',
      ),
      sub(
        'Knowledge Base Chat',
        'knowledge base assistant',
        'answers questions from your company docs|builds a chatbot on your own data|searches internal wikis in plain language',
      ),
      sub(
        'Chatbot Builders',
        'chatbot builder',
        'builds custom chatbots without code|trains a GPT chatbot on your website|deploys chat widgets for websites',
      ),
    ],
  },
  {
    name: 'Code & Development',
    namePrefixes: ['Code', 'Dev', 'Stack', 'Byte', 'Git', 'Logic', 'Syntax', 'Compile', 'Debug', 'Lambda'],
    audiences: ['developers', 'engineering teams', 'startups', 'data engineers', 'students learning to code'],
    subcategories: [
      sub(
        'Code Assistants',
        'coding assistant',
        'autocompletes code in your editor|writes functions from comments|explains and refactors code',
      ),
      sub(
        'Code Review',
        'code review tool',
        'reviews pull requests automatically|finds bugs and security issues in code|suggests fixes during code review',
      ),
      sub(
        'Testing & QA',
        'test generator',
        'writes unit tests automatically|generates end-to-end test cases|finds regressions with AI testing',
      ),
      sub(
        'Documentation',
        'documentation generator',
        'writes code documentation|generates API docs from source code|explains codebases to new developers',
      ),
      sub(
        'SQL & Databases',
        'SQL assistant',
        'turns plain English into SQL queries|optimizes slow database queries|explains and debugs SQL',
      ),
      sub(
        'App Builders',
        'app builder',
        'builds web apps from a prompt|generates full-stack applications without code|turns designs into working apps',
      ),
      sub(
        'DevOps',
        'DevOps assistant',
        'writes infrastructure as code|explains logs and incidents|automates deployments and CI pipelines',
      ),
    ],
  },
  {
    name: 'Productivity',
    namePrefixes: ['Task', 'Flow', 'Focus', 'Note', 'Plan', 'Sync', 'Desk', 'Day', 'Brief', 'Tidy'],
    audiences: ['busy professionals', 'remote teams', 'managers', 'freelancers', 'students'],
    subcategories: [
      sub(
        'Note Taking',
        'note-taking app',
        'organizes your notes with AI|summarizes and links your notes|turns notes into action items',
      ),
      sub(
        'Meeting Assistants',
        'meeting assistant',
        'records, transcribes and summarizes meetings|takes meeting notes automatically|creates action items from calls',
      ),
      sub(
        'Task Management',
        'task manager',
        'plans and prioritizes your tasks|breaks projects into steps|automates your to-do lists',
      ),
      sub(
        'Scheduling',
        'scheduling assistant',
        'books meetings automatically|optimizes your calendar|finds the best time for everyone',
      ),
      sub(
        'Inbox Management',
        'inbox assistant',
        'sorts and summarizes your inbox|drafts quick replies to email|prioritizes important messages',
      ),
      sub(
        'Presentations',
        'presentation maker',
        'creates slide decks from a prompt|designs presentations automatically|turns documents into slides',
      ),
      sub(
        'Spreadsheets',
        'spreadsheet assistant',
        'writes spreadsheet formulas|cleans and analyzes spreadsheet data|automates Excel and Google Sheets',
      ),
    ],
  },
  {
    name: 'Marketing',
    namePrefixes: [
      'Growth',
      'Brand',
      'Buzz',
      'Promo',
      'Reach',
      'Viral',
      'Funnel',
      'Boost',
      'Hype',
      'Amplify',
    ],
    audiences: ['marketers', 'agencies', 'e-commerce brands', 'startups', 'social media managers'],
    subcategories: [
      sub(
        'Social Media',
        'social media tool',
        'writes and schedules social media posts|generates captions and hashtags|plans a content calendar',
      ),
      sub(
        'Ad Creatives',
        'ad creative generator',
        'generates ad creatives and banners|writes ad copy for Facebook and Google|tests ad variations automatically',
      ),
      sub(
        'SEO Tools',
        'SEO tool',
        'finds keywords and ranking opportunities|audits websites for SEO issues|tracks search rankings',
      ),
      sub(
        'Email Marketing',
        'email marketing tool',
        'writes newsletters and campaigns|personalizes email campaigns|optimizes subject lines',
      ),
      sub(
        'Influencer Marketing',
        'influencer platform',
        'finds influencers for your brand|analyzes influencer audiences|manages creator campaigns',
      ),
      sub(
        'Market Research',
        'market research tool',
        'analyzes competitors and trends|summarizes customer feedback|runs AI-powered surveys',
      ),
    ],
  },
  {
    name: 'Business & Sales',
    namePrefixes: ['Deal', 'Lead', 'Sales', 'Biz', 'Venture', 'Pitch', 'Close', 'Ledger', 'Trade', 'Quota'],
    audiences: ['sales teams', 'small businesses', 'finance teams', 'recruiters', 'legal teams'],
    subcategories: [
      sub(
        'Sales Outreach',
        'sales assistant',
        'writes personalized sales outreach|automates follow-ups|books more sales meetings',
      ),
      sub(
        'Lead Generation',
        'lead generation tool',
        'finds and enriches leads|builds prospect lists|scores leads with AI',
      ),
      sub(
        'CRM',
        'AI CRM',
        'updates your CRM automatically|summarizes deals and contacts|predicts your sales pipeline',
      ),
      sub(
        'Finance & Accounting',
        'finance assistant',
        'categorizes expenses and invoices|automates bookkeeping|forecasts cash flow',
      ),
      sub(
        'Legal',
        'legal assistant',
        'reviews contracts and flags risks|drafts legal documents|answers legal questions',
      ),
      sub(
        'HR & Recruiting',
        'recruiting tool',
        'screens resumes and candidates|writes job descriptions|schedules interviews automatically',
      ),
    ],
  },
  {
    name: 'Education',
    namePrefixes: ['Learn', 'Study', 'Tutor', 'Quiz', 'Class', 'Brain', 'Scholar', 'Edu', 'Lesson', 'Mentor'],
    audiences: ['students', 'teachers', 'lifelong learners', 'schools', 'parents'],
    subcategories: [
      sub(
        'Tutoring',
        'AI tutor',
        'explains concepts step by step|answers homework questions|adapts lessons to each student',
      ),
      sub(
        'Language Learning',
        'language learning app',
        'teaches languages through conversation|corrects your pronunciation|practices speaking with an AI partner',
      ),
      sub(
        'Quiz & Flashcards',
        'quiz generator',
        'creates quizzes and flashcards from notes|generates practice tests|builds spaced repetition decks',
      ),
      sub(
        'Course Creation',
        'course builder',
        'creates online courses from a topic|generates lesson plans|builds training materials',
      ),
      sub(
        'Study Tools',
        'study assistant',
        'summarizes textbooks and lectures|makes study guides|helps students revise for exams',
      ),
      sub(
        'Teacher Tools',
        'teacher assistant',
        'grades essays and assignments|creates worksheets and rubrics|plans lessons for teachers',
      ),
    ],
  },
  {
    name: 'Design',
    namePrefixes: ['Design', 'Shape', 'Hue', 'Layout', 'Sketch', 'Mock', 'Grid', 'Form', 'Muse', 'Palette'],
    audiences: ['designers', 'architects', 'product teams', 'homeowners', 'fashion brands'],
    subcategories: [
      sub(
        'UI Design',
        'UI design tool',
        'generates UI mockups from a prompt|turns sketches into wireframes|designs app screens',
      ),
      sub(
        'Graphic Design',
        'graphic design tool',
        'creates social graphics and posters|designs flyers and banners|resizes designs automatically',
      ),
      sub(
        'Interior Design',
        'interior design tool',
        'redesigns rooms from a photo|generates interior design ideas|visualizes furniture in your space',
      ),
      sub(
        'Fashion Design',
        'fashion design tool',
        'designs clothing and patterns|generates outfit ideas|creates virtual try-ons',
      ),
      sub(
        '3D Modeling',
        '3D model generator',
        'generates 3D models from text or images|creates textures and materials|turns photos into 3D assets',
      ),
      sub(
        'Architecture',
        'architecture tool',
        'generates floor plans|renders architectural concepts|designs buildings and facades',
      ),
    ],
  },
  {
    name: 'Data & Analytics',
    namePrefixes: [
      'Data',
      'Metric',
      'Insight',
      'Query',
      'Chart',
      'Stat',
      'Signal',
      'Trend',
      'Quant',
      'Tabula',
    ],
    audiences: ['analysts', 'data teams', 'executives', 'researchers', 'operations teams'],
    subcategories: [
      sub(
        'Data Analysis',
        'data analysis tool',
        'analyzes datasets in plain English|finds insights in CSV files|runs statistics automatically',
      ),
      sub(
        'Data Visualization',
        'visualization tool',
        'turns data into charts and dashboards|generates graphs from a prompt|builds interactive reports',
      ),
      sub(
        'Business Intelligence',
        'BI assistant',
        'answers business questions from your data warehouse|builds KPI dashboards|monitors business metrics',
      ),
      sub(
        'Web Scraping',
        'web scraper',
        'extracts data from websites|scrapes product listings and prices|turns web pages into structured data',
      ),
      sub(
        'Data Labeling',
        'data labeling tool',
        'labels images and text for machine learning|annotates training datasets|speeds up data annotation',
      ),
      sub(
        'Forecasting',
        'forecasting tool',
        'predicts demand and sales|forecasts time series|detects anomalies in metrics',
      ),
    ],
  },
  {
    name: 'Research & Search',
    namePrefixes: ['Search', 'Find', 'Seek', 'Lens', 'Probe', 'Quest', 'Index', 'Cite', 'Atlas', 'Sage'],
    audiences: ['researchers', 'students', 'journalists', 'analysts', 'curious minds'],
    subcategories: [
      sub(
        'AI Search Engines',
        'AI search engine',
        'answers questions with cited sources|searches the web with AI|summarizes search results',
      ),
      sub(
        'Academic Research',
        'research assistant',
        'finds and summarizes academic papers|answers questions from scientific literature|extracts data from studies',
      ),
      sub(
        'Summarization',
        'summarizer',
        'summarizes articles, PDFs and videos|condenses long documents into key points|creates short summaries of web pages',
      ),
      sub(
        'Document Q&A',
        'PDF assistant',
        'chats with your PDFs and documents|answers questions about your files|extracts key facts from reports',
      ),
      sub(
        'Fact Checking',
        'fact checker',
        'verifies claims against sources|detects misinformation|checks citations and quotes',
      ),
    ],
  },
  {
    name: 'Translation',
    namePrefixes: [
      'Lingo',
      'Babel',
      'Polyglot',
      'Lingua',
      'Trans',
      'Glot',
      'Speak',
      'Dialect',
      'Idiom',
      'Tongue',
    ],
    audiences: ['global teams', 'travelers', 'publishers', 'software companies', 'video creators'],
    subcategories: [
      sub(
        'Text Translation',
        'translator',
        'translates text and documents accurately|translates between more than 100 languages|keeps formatting while translating files',
      ),
      sub(
        'Real-time Translation',
        'live translator',
        'translates conversations in real time|interprets speech during calls|translates your voice instantly',
      ),
      sub(
        'Localization',
        'localization tool',
        'localizes apps and websites|manages translation workflows|translates interface strings',
      ),
      sub(
        'Video Dubbing',
        'dubbing tool',
        'dubs videos into other languages|translates and lip-syncs video|creates multilingual voiceovers',
      ),
    ],
  },
  {
    name: 'Health & Fitness',
    namePrefixes: ['Fit', 'Vital', 'Well', 'Zen', 'Care', 'Health', 'Body', 'Calm', 'Nutri', 'Thrive'],
    audiences: ['athletes', 'patients', 'clinicians', 'anyone building healthy habits', 'coaches'],
    subcategories: [
      sub(
        'Fitness Coaching',
        'fitness coach',
        'creates personalized workout plans|checks your exercise form|coaches you through training',
      ),
      sub(
        'Nutrition',
        'nutrition assistant',
        'plans meals and diets|counts calories from photos|suggests healthy recipes',
      ),
      sub(
        'Mental Health',
        'mental health companion',
        'offers guided journaling and mood tracking|provides CBT exercises|helps manage stress and anxiety',
      ),
      sub(
        'Medical',
        'medical assistant',
        'explains symptoms and lab results|helps clinicians write notes|summarizes medical records',
      ),
      sub(
        'Sleep',
        'sleep coach',
        'improves sleep with personalized routines|generates calming sleep stories|analyzes sleep patterns',
      ),
    ],
  },
  {
    name: 'Lifestyle & Fun',
    namePrefixes: ['Joy', 'Fun', 'Trip', 'Wander', 'Gift', 'Chef', 'Play', 'Luna', 'Mood', 'Fiesta'],
    audiences: ['travelers', 'families', 'couples', 'home cooks', 'gamers'],
    subcategories: [
      sub(
        'Travel Planning',
        'travel planner',
        'plans trips and itineraries|finds flights and hotels|suggests things to do at your destination',
      ),
      sub(
        'Gift Ideas',
        'gift finder',
        'suggests personalized gift ideas|finds presents for any budget|recommends gifts from a short description',
      ),
      sub(
        'Dating',
        'dating assistant',
        'writes dating profile bios|suggests conversation openers|improves your dating profile photos',
      ),
      sub(
        'Cooking & Recipes',
        'recipe generator',
        'creates recipes from ingredients you have|plans weekly menus|suggests cooking ideas',
      ),
      sub(
        'Games & Fun',
        'game generator',
        'generates games and puzzles|plays interactive text adventures|creates memes and jokes',
      ),
      sub(
        'Astrology & Spirituality',
        'horoscope app',
        'writes personalized horoscopes|reads tarot cards with AI|interprets your dreams',
      ),
    ],
  },
  {
    name: 'Automation & Agents',
    namePrefixes: ['Auto', 'Agent', 'Robo', 'Pilot', 'Relay', 'Loop', 'Chain', 'Pipe', 'Task', 'Cog'],
    audiences: ['operations teams', 'developers', 'solo founders', 'enterprises', 'power users'],
    subcategories: [
      sub(
        'Workflow Automation',
        'workflow automation tool',
        'automates repetitive tasks between apps|connects your apps with AI workflows|builds automations from plain English',
      ),
      sub(
        'AI Agents',
        'AI agent',
        'completes multi-step tasks autonomously|browses the web and takes actions|runs autonomous research agents',
      ),
      sub(
        'Browser Extensions',
        'browser extension',
        'brings AI to any web page|summarizes and rewrites text in your browser|adds an AI sidebar to Chrome',
      ),
      sub(
        'Prompt Engineering',
        'prompt tool',
        'writes and optimizes prompts|manages prompt libraries|tests prompts across models',
      ),
      sub(
        'Document Automation',
        'document automation tool',
        'processes documents and forms|extracts data from invoices|automates desktop workflows',
      ),
      sub(
        'Model Hosting & APIs',
        'model platform',
        'hosts and fine-tunes machine learning models|serves open-source LLMs through an API|compares model outputs',
      ),
    ],
  },
  {
    name: 'Security & Trust',
    namePrefixes: [
      'Guard',
      'Shield',
      'Secure',
      'Sentinel',
      'Trust',
      'Vault',
      'Safe',
      'Verify',
      'Detect',
      'Aegis',
    ],
    audiences: ['security teams', 'platforms', 'educators', 'banks', 'publishers'],
    subcategories: [
      sub(
        'AI Content Detection',
        'AI detector',
        'detects AI-generated text|checks essays for AI writing|identifies content written by ChatGPT',
      ),
      sub(
        'Deepfake Detection',
        'deepfake detector',
        'detects manipulated images and videos|verifies media authenticity|spots synthetic voices',
      ),
      sub(
        'Fraud Detection',
        'fraud detection tool',
        'flags fraudulent transactions|detects fake accounts|prevents payment fraud',
      ),
      sub(
        'Content Moderation',
        'moderation tool',
        'moderates user-generated content|filters toxic comments|detects unsafe images',
      ),
      sub(
        'Cybersecurity',
        'security assistant',
        'detects threats and vulnerabilities|analyzes security alerts|automates incident response',
      ),
      sub(
        'Privacy',
        'privacy tool',
        'redacts sensitive information automatically|anonymizes documents|removes personal data from text',
      ),
    ],
  },
  {
    name: 'E-commerce',
    namePrefixes: [
      'Shop',
      'Cart',
      'Store',
      'Retail',
      'Merch',
      'Sell',
      'Product',
      'Buy',
      'Bazaar',
      'Checkout',
    ],
    audiences: ['online sellers', 'Shopify merchants', 'Amazon sellers', 'retail brands', 'dropshippers'],
    subcategories: [
      sub(
        'Product Descriptions',
        'product description writer',
        'writes product descriptions that sell|generates listings for Amazon and Shopify|optimizes product titles',
      ),
      sub(
        'Product Photography',
        'product photo tool',
        'creates studio product photos|generates lifestyle product shots|places products in AI scenes',
      ),
      sub(
        'Store Builders',
        'store builder',
        'builds an online store with AI|sets up a Shopify store|designs storefronts automatically',
      ),
      sub(
        'Pricing Optimization',
        'pricing tool',
        'optimizes prices dynamically|monitors competitor prices|forecasts demand for pricing',
      ),
      sub(
        'Customer Reviews',
        'review analysis tool',
        'analyzes customer reviews|replies to reviews automatically|summarizes product feedback',
      ),
      sub(
        'Shopping Assistants',
        'shopping assistant',
        'recommends products|compares prices across stores|finds deals and discounts',
      ),
    ],
  },
];

/** The URL-safe form of a name: "Grammar & Proofreading" -> "grammar-proofreading". */
export function slugify(text: string): string {
  // Only non-ASCII text needs decomposing; skipping it keeps dataset generation fast.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is the whole of ASCII on purpose.
  const ascii = /^[\x00-\x7f]*$/.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return ascii
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
