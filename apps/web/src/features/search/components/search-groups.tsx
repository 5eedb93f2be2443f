import { ALL_CATEGORY } from '@wiy/shared/categories';
import { categoryFeedPath, channelFeedPath, hotTopicPath, policyPath } from '@wiy/shared/screen-paths';
import type { SiteSearchGroups } from '@wiy/shared/site-search.schema';
import { Link } from '../../../components/link.tsx';
import { mutes } from '../../../lib/mutes.ts';
import { recipePath } from '../../../lib/recipe-path.ts';
import { useT } from '../../../lib/i18n/i18n.tsx';
import { MarkedText } from './marked-text.tsx';

interface Group {
  id: string;
  title: string;
  /** The screen with all of the group's results (decision 271). */
  all: string;
  links: { key: string; to: string; text: string }[];
}

/**
 * The search's other matches, after the items: hot topics, categories, channels, recipes and policies, each a short
 * list of links under its heading, which links to all of its results; a group without matches is left out, and so is
 * a hot topic the reader muted (decision 093).
 */
export function SearchGroups({ groups, q, marks }: { groups: SiteSearchGroups; q: string; marks: ReadonlySet<string> }) {
  const t = useT();
  const { entries } = mutes.use();
  const mutedTopics = new Set(entries.filter((mute) => mute.kind === 'hot_topic').map((mute) => mute.value));
  const shown: Group[] = [
    {
      id: 'hot-topics',
      title: t('hotTopics.title'),
      all: '/content-list',
      links: groups.hot_topics
        .filter((topic) => !mutedTopics.has(topic.uni_id))
        .map((topic) => ({ key: topic.uni_id, to: hotTopicPath(topic), text: topic.u_title })),
    },
    {
      id: 'categories',
      title: t('categories.label'),
      all: `/categories?${new URLSearchParams({ q })}`,
      links: groups.categories.map((category) => ({
        key: category.id,
        // A sub-category names its category; a category opens its whole feed.
        to: category.category_id ? categoryFeedPath(category.category_id, category.id) : categoryFeedPath(category.id, ALL_CATEGORY.uni_id),
        text: category.name,
      })),
    },
    {
      id: 'channels',
      title: t('tabs.channels'),
      all: '/list-category-channel',
      links: groups.channels.map((channel) => ({ key: channel.uni_id, to: channelFeedPath(channel), text: channel.u_name })),
    },
    {
      id: 'recipes',
      title: t('tabs.recipes'),
      all: `/search-recipe-list?${new URLSearchParams({ search: q })}`,
      links: groups.recipes.map((recipe) => ({ key: recipe.uni_id, to: recipePath(recipe.uni_id), text: recipe.u_title })),
    },
    {
      id: 'policies',
      title: t('policies.title'),
      all: '/policy',
      links: groups.policies.map((policy) => ({ key: policy.id, to: policyPath(policy.id), text: policy.title })),
    },
  ].filter((group) => group.links.length > 0);

  return shown.map((group) => (
    <section key={group.id} className="search-group" aria-labelledby={`search-group-${group.id}`} data-testid="search-group">
      {/* The heading is the link to all of the group's results. */}
      <h2 id={`search-group-${group.id}`}>
        <Link to={group.all}>{group.title}</Link>
      </h2>
      <ul>
        {group.links.map((link) => (
          <li key={link.key}>
            <Link to={link.to}>
              <MarkedText text={link.text} marks={marks} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  ));
}
