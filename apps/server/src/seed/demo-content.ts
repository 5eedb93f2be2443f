import type { Selectable } from 'kysely';
import type {
  CategoryTable,
  ChannelFeedTable,
  FeedItemTable,
  FilterRecordTable,
  HotTopicTable,
  KnowledgeCategoryTable,
  KnowledgeTable,
  LanguageTable,
  ListCategoryTable,
  ListChannelTable,
  RecipeTable,
  SubCategoryTable,
} from '../db/schema.ts';
import { SeededRandom } from './random.ts';
import { UNCURATED } from '../db/uncurated.ts';

export interface DemoContent {
  categories: Selectable<CategoryTable>[];
  subCategories: Selectable<SubCategoryTable>[];
  hotTopics: Selectable<HotTopicTable>[];
  feedItems: Selectable<FeedItemTable>[];
  listCategories: Selectable<ListCategoryTable>[];
  channels: Selectable<ListChannelTable>[];
  filterRecords: Selectable<FilterRecordTable>[];
  channelFeed: Selectable<ChannelFeedTable>[];
  languages: Selectable<LanguageTable>[];
  recipes: Selectable<RecipeTable>[];
  knowledgeCategories: Selectable<KnowledgeCategoryTable>[];
  knowledge: Selectable<KnowledgeTable>[];
  /** Pictures to draw: path relative to the media folder, and the caption. */
  images: { path: string; caption: string }[];
}

const CATEGORIES: [string, string, string[]][] = [
  ['news', 'News', ['World', 'Politics', 'India', 'Local']],
  ['sports', 'Sports', ['Cricket', 'Football', 'Tennis', 'Formula 1', 'Athletics']],
  ['technology', 'Technology', ['Gadgets', 'Artificial Intelligence', 'Software', 'Space Tech']],
  ['entertainment', 'Entertainment', ['Movies', 'Music', 'Television', 'Celebrities', 'Gaming', 'Streaming']],
  ['science', 'Science', ['Space', 'Climate', 'Health Research']],
  ['business', 'Business', ['Markets', 'Startups', 'Economy', 'Personal Finance']],
  ['travel', 'Travel', ['Destinations', 'Food Trails', 'Adventure']],
  ['lifestyle', 'Lifestyle', ['Fashion', 'Fitness', 'Home & Garden', 'Parenting']],
  ['food', 'Food', ['Recipes', 'Street Food', 'Restaurants']],
];

const HOT_TOPICS = [
  'Monsoon Season Updates',
  'World Cup Fever',
  'AI in Everyday Life',
  'Election Watch',
  'Festival of Lights',
  'Space Missions 2026',
  'Startup Funding Wave',
  'Climate Action Now',
];

const HANDLES = ['nasa', 'bbcworld', 'espncricinfo', 'techcrunch', 'natgeo', 'thehindu', 'reuters', 'verge', 'icc', 'isro'];
const SUBREDDITS = ['space', 'worldnews', 'cricket', 'technology', 'food', 'travel', 'science', 'india'];
const TITLE_OPENERS = ['Breaking', 'Watch', 'Explained', 'In pictures', 'Live', 'Opinion', 'Top moments', 'Inside'];
const TITLE_SUBJECTS = [
  'the launch that changed everything',
  'a record-breaking chase at the stadium',
  'new phones that fold twice',
  'how monsoon rains reshape the city',
  'the startup that built a rocket in a garage',
  'street food you must try this winter',
  'the match-winning over, ball by ball',
  'what the new budget means for you',
  'a quiet village that became a tourist hotspot',
  'scientists spot water on a distant moon',
  'the festival lights seen from space',
  'an AI that writes poems about cricket',
];

const ID_CHARS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-';

/** A realistic link of each platform, in the forms real posts take. */
function vendorUrl(vendor: string, r: SeededRandom): string {
  const handle = r.pick(HANDLES);
  switch (vendor) {
    case 'Twitter':
      return `https://${r.pick(['twitter.com', 'x.com'])}/${handle}/status/${r.digits(19)}`;
    case 'Youtube': {
      const id = r.chars(ID_CHARS, 11);
      return r.pick([
        `https://www.youtube.com/watch?v=${id}`,
        `https://youtu.be/${id}`,
        `https://www.youtube.com/shorts/${id}`,
        `https://www.youtube.com/live/${id}`,
      ]);
    }
    case 'Facebook':
      return r.next() < 0.8 ? `https://www.facebook.com/${handle}/posts/${r.digits(16)}` : `https://fb.watch/${r.chars(ID_CHARS.slice(0, 62), 10)}/`;
    case 'Instagram':
      return `https://www.instagram.com/${r.pick(['p', 'reel'])}/${r.chars(ID_CHARS.slice(0, 62), 11)}/`;
    case 'Threads':
      return `https://www.threads.net/@${handle}/post/${r.chars(ID_CHARS.slice(0, 62), 11)}`;
    case 'Reddit':
      return `https://www.reddit.com/r/${r.pick(SUBREDDITS)}/comments/${r.chars('abcdefghijklmnopqrstuvwxyz0123456789', 7)}/${r.pick(['what_a_view', 'this_is_huge', 'til_today', 'look_at_this'])}/`;
    default:
      return `https://www.linkedin.com/posts/${handle}_${r.pick(['hiring', 'launch', 'milestone'])}-activity-${r.digits(19)}-${r.chars('abcdefghijklmnopqrstuvwxyz', 4)}`;
  }
}

const VENDORS = ['Twitter', 'Youtube', 'Facebook', 'Instagram', 'Threads', 'Reddit', 'Linkedin'];
const FEED_IMAGE_COUNT = 24;

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

function paragraph(r: SeededRandom, subject: string): string {
  const sentences = [
    `Here is everything you need to know about ${subject}.`,
    'Our curators picked this post because it sparked the biggest conversation of the day.',
    'Reactions poured in from around the world within minutes.',
    'Experts say the story is far from over, and more updates are expected soon.',
    'Tap the icon to open the original post and join the discussion.',
  ];
  return sentences.slice(0, r.int(3, sentences.length)).join(' ');
}

/** The demo catalogue: deterministic, dated relative to `now`, showing every part of the product. */
export function buildDemoContent(now: Date, product: string, approvedCount = 320): DemoContent {
  const r = new SeededRandom(20251123);
  const nowMs = now.getTime();
  const day = 86_400_000;
  const images: DemoContent['images'] = [];
  const image = (relative: string, caption: string) => {
    images.push({ path: relative, caption });
    return relative;
  };

  const categories: DemoContent['categories'] = [];
  const subCategories: DemoContent['subCategories'] = [];
  CATEGORIES.forEach(([id, label, subs], index) => {
    categories.push({ uni_id: id, u_name: id, u_label: label, u_list_category_order: index + 1 });
    subs.forEach((sub, subIndex) => {
      subCategories.push({ uni_id: `${id}-${sub.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`, u_label: sub, category_id: id, u_order: subIndex + 1 });
    });
  });

  const hotTopics = HOT_TOPICS.map((title, index) => ({
    uni_id: `topic-${index + 1}`,
    u_title: title,
    u_image: image(`demo/topic-${index + 1}.svg`, title),
    u_description: `The latest posts about ${title.toLowerCase()}, picked by our curators.`,
    created: iso(nowMs - (index + 1) * 3 * day),
    updated: iso(nowMs - index * day),
  }));

  for (let i = 0; i < FEED_IMAGE_COUNT; i++) image(`demo/feed-${i + 1}.svg`, r.pick(TITLE_OPENERS));

  const feedItems: DemoContent['feedItems'] = [];
  const usedUrls = new Set<string>();
  const uniqueUrl = (vendor: string) => {
    let url = vendorUrl(vendor, r);
    while (usedUrls.has(url)) url = vendorUrl(vendor, r);
    usedUrls.add(url);
    return url;
  };
  const total = approvedCount + 20;
  for (let i = 0; i < total; i++) {
    const vendor = VENDORS[i % VENDORS.length]!;
    const sub = r.pick(subCategories);
    const subject = r.pick(TITLE_SUBJECTS);
    // The first items are spread over today, so a visitor always sees the 'Today' group.
    const updatedMs = i < 12 ? nowMs - i * 40 * 60_000 - 60_000 : nowMs - r.int(0, 60 * 24 * 60) * 60_000;
    const createdMs = updatedMs - r.int(0, 3 * 24 * 60) * 60_000;
    const extras = r.next() < 0.3 ? r.int(1, 4) : 0;
    const extraUrls = Array.from({ length: extras }, () => uniqueUrl(r.pick(VENDORS)));
    const pending = i >= approvedCount;
    const showFull = r.next() < 0.5;
    const description = paragraph(r, subject);
    feedItems.push({
      uni_id: `f${String(i + 1).padStart(5, '0')}`,
      u_title: `${r.pick(TITLE_OPENERS)}: ${subject}`,
      u_image: `demo/feed-${(i % FEED_IMAGE_COUNT) + 1}.svg`,
      u_approved_date: pending ? null : iso(Math.min(nowMs, updatedMs + 5 * 60_000)),
      unpublished_date: pending && i % 2 === 0 ? iso(updatedMs) : null,
      created: iso(createdMs),
      updated: iso(updatedMs),
      social_vendor: vendor,
      u_url: uniqueUrl(vendor),
      u_url_2: extraUrls[0] ?? null,
      u_url_3: extraUrls[1] ?? null,
      u_url_4: extraUrls[2] ?? null,
      u_url_5: extraUrls[3] ?? null,
      u_show_description: showFull ? 'true' : 'false',
      u_description: `<p>${description}</p><p>${paragraph(r, subject)}</p>`,
      u_highlight_description: `<p>${description.split('.')[0]}.</p>`,
      category_id: sub.category_id,
      sub_category_id: sub.uni_id,
      hot_topic_id: r.next() < 0.35 ? r.pick(hotTopics).uni_id : null,
      feed_rank: null,
      ...UNCURATED,
    });
  }

  const listCategories = [
    ['food_and_cooking', 'Food & Cooking'],
    ['music', 'Music'],
    ['education', 'Education'],
    ['gaming', 'Gaming'],
    ['fitness', 'Fitness'],
  ].map(([id, label], index) => ({ uni_id: id!, u_name: id!, u_label: label!, u_order: index + 1 }));

  const CHANNEL_NAMES: Record<string, string[]> = {
    food_and_cooking: ['Spice Kitchen', 'Home Chef Daily', 'Masala Magic', 'Bake It Easy', 'Street Bites', 'Green Plate'],
    music: ['Indie Waves', 'Classical Corner', 'Beat Factory', 'Folk Roots'],
    education: ['Math Made Simple', 'Science Sparks', 'History Hub', 'Code Camp'],
    gaming: ['Pixel Quest', 'Speedrun Central', 'Retro Arcade', 'Strategy Hall'],
    fitness: ['Morning Yoga', 'Strength Lab', 'Run Club', 'Mindful Moves'],
  };
  const channels: DemoContent['channels'] = [];
  const filterRecords: DemoContent['filterRecords'] = [];
  const channelFeed: DemoContent['channelFeed'] = [];
  for (const category of listCategories) {
    const parents = [
      ['Format', ['Short', 'Long', 'Live']],
      ['Level', ['Beginner', 'Intermediate', 'Expert']],
    ] as const;
    const childIds: string[] = [];
    for (const [parentName, children] of parents) {
      const parentId = `${category.uni_id}-${parentName.toLowerCase()}`;
      filterRecords.push({ uni_id: parentId, u_name: parentName, parent_id: '0', list_category_id: category.uni_id });
      for (const child of children) {
        const childId = `${parentId}-${child.toLowerCase()}`;
        childIds.push(childId);
        filterRecords.push({ uni_id: childId, u_name: child, parent_id: parentId, list_category_id: category.uni_id });
      }
    }
    CHANNEL_NAMES[category.uni_id]!.forEach((name, index) => {
      const channelId = `${category.uni_id}-ch${index + 1}`;
      channels.push({
        uni_id: channelId,
        u_name: name,
        u_logo: image(`demo/logo-${channelId}.svg`, name),
        list_category_id: category.uni_id,
        created: iso(nowMs - (90 - index) * day),
        updated: iso(nowMs - index * day),
      });
      for (let v = 0; v < 14; v++) {
        const videoId = r.chars(ID_CHARS, 11);
        const views = r.logUniform(120, 5_000_000);
        const external = v % 4 === 3;
        channelFeed.push({
          uni_id: `${channelId}-v${String(v + 1).padStart(2, '0')}`,
          u_name: `${name}: episode ${v + 1}, ${r.pick(TITLE_SUBJECTS)}`,
          u_views: views,
          u_likes: Math.max(1, Math.round(views * (0.01 + r.next() * 0.08))),
          u_video_id: `https://www.youtube.com/watch?v=${videoId}`,
          u_image: external ? null : `demo/feed-${((v + index) % FEED_IMAGE_COUNT) + 1}.svg`,
          u_image_source: external ? `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg` : null,
          u_source_type: external ? 'true' : 'false',
          u_description: `<p>${paragraph(r, r.pick(TITLE_SUBJECTS))}</p>`,
          filter_category_id: r.pick(childIds),
          list_category_id: category.uni_id,
          list_channel_id: channelId,
          created: iso(nowMs - r.int(1, 60) * day),
          updated: iso(nowMs - r.int(0, 59 * 24 * 60) * 60_000),
        });
      }
    });
  }

  const languages = [
    { uni_id: 'english', name: 'english', label: 'English' },
    { uni_id: 'hindi', name: 'hindi', label: 'हिन्दी (Hindi)' },
    { uni_id: 'tamil', name: 'tamil', label: 'தமிழ் (Tamil)' },
  ];
  const DISHES: Record<string, string[]> = {
    english: ['Butter Chicken', 'Masala Dosa', 'Palak Paneer', 'Vegetable Biryani', 'Chana Masala', 'Mango Lassi', 'Aloo Paratha', 'Gulab Jamun'],
    hindi: ['दाल मखनी', 'पनीर टिक्का', 'आलू गोभी', 'राजमा चावल', 'गाजर का हलवा', 'पोहा'],
    tamil: ['சாம்பார்', 'ரசம்', 'பொங்கல்', 'இட்லி'],
  };
  const recipes: DemoContent['recipes'] = [];
  const foodChannels = channels.filter((c) => c.list_category_id === 'food_and_cooking');
  for (const language of languages) {
    foodChannels.forEach((channel, channelIndex) => {
      if (language.uni_id === 'tamil' && channelIndex > 1) return;
      DISHES[language.uni_id]!.forEach((dish, dishIndex) => {
        const views = r.logUniform(300, 2_500_000);
        recipes.push({
          uni_id: `recipe-${language.uni_id}-${channelIndex + 1}-${dishIndex + 1}`,
          u_title: `${dish} by ${channel.u_name}`,
          u_image: `demo/feed-${((dishIndex + channelIndex) % FEED_IMAGE_COUNT) + 1}.svg`,
          u_image_source: null,
          u_source_type: 'false',
          u_views: views,
          u_likes: Math.round(views * 0.05),
          u_url: `https://www.youtube.com/watch?v=${r.chars(ID_CHARS, 11)}`,
          channel_id: channel.uni_id,
          language_id: language.uni_id,
          list_category_id: 'food_and_cooking',
          u_ingredients: `<ul><li>2 cups of the main ingredient</li><li>1 onion, finely chopped</li><li>2 tomatoes, pureed</li><li>1 tsp garam masala</li><li>Salt to taste</li></ul>`,
          u_recipes: `<ol><li>Heat oil in a heavy pan and fry the onion until golden.</li><li>Add the tomatoes and spices; cook for 8 minutes.</li><li>Add the main ingredient with half a cup of water and simmer for 15 minutes.</li><li>Finish with fresh coriander and serve hot.</li></ol>`,
          created: iso(nowMs - r.int(1, 120) * day),
          updated: iso(nowMs - r.int(0, 30) * day),
        });
      });
    });
  }

  const knowledgeCategories = [
    { id: 'kc-policy', name: 'policy', product },
    { id: 'kc-faq', name: 'faq', product },
  ];
  const policyTexts: [string, string][] = [
    [
      'Privacy Policy',
      'We collect only what we need to run the service: your mobile number, your name and, if you give it, your e-mail address. We never sell personal data. Session times are kept to improve the product and are deleted after twelve months. You may ask for your account to be deleted at any time from the Delete Account screen.',
    ],
    [
      'Terms of Use',
      'By using the service you agree to browse the curated content for personal, non-commercial use. The posts shown belong to their original authors and platforms; we link to the original post on every item. Do not attempt to disrupt the service or access accounts that are not yours.',
    ],
    [
      'Cookie Policy',
      'The web application stores a sign-in token and a few preferences in your browser’s local storage. We do not use advertising cookies. Embedded posts are loaded from the platforms that host them, under their own policies.',
    ],
    [
      'Community Guidelines',
      'Our curators pick posts that inform and entertain. We remove content that is hateful, violent or misleading as soon as we learn of it. Report a problem to our support address and we will answer within two working days.',
    ],
  ];
  const knowledge = policyTexts.map(([title, text], index) => ({
    id: `policy-${index + 1}`,
    category_id: 'kc-policy',
    title,
    html: `<h2>${title}</h2><p>${text}</p><p>Last updated: 1 November 2025.</p>`,
    u_order: index + 1,
    created: iso(nowMs - 200 * day),
    updated: iso(nowMs - 30 * day),
  }));
  knowledge.push({
    id: 'faq-1',
    category_id: 'kc-faq',
    title: 'What is this app?',
    html: '<p>A curated feed of the best posts from social platforms.</p>',
    u_order: 1,
    created: iso(nowMs - 200 * day),
    updated: iso(nowMs - 30 * day),
  });

  return {
    categories,
    subCategories,
    hotTopics,
    feedItems,
    listCategories,
    channels,
    filterRecords,
    channelFeed,
    languages,
    recipes,
    knowledgeCategories,
    knowledge,
    images,
  };
}
