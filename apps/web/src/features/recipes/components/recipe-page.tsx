import { BackButton } from '../../../components/back-button.tsx';
import { CardImage } from '../../../components/card-image.tsx';
import { LoadingIndicator } from '../../../components/loading-indicator.tsx';
import { LocalDate } from '../../../components/local-date.tsx';
import { SafeHtml } from '../../../components/safe-html.tsx';
import { useRecipe } from '../api/get-recipe.ts';
import { recipeImage } from './recipe-card.tsx';
import { ShareButton } from '../../../components/share-button.tsx';
import { useNotFound, usePageMeta } from '../../../lib/use-page-meta.ts';
import { useT } from '../../../lib/i18n/i18n.tsx';
import '../../../components/screen-controls.css';
import '../recipes.css';

/** One recipe: title, picture, created date, Ingredients and Recipes as sanitised HTML (spec 000 §2). */
export function RecipePage({ recordId }: { recordId: string }) {
  const t = useT();
  const recipe = useRecipe(recordId);
  const data = recipe.data;
  usePageMeta(data?.u_title, { image: data && recipeImage(data), type: 'article' });
  useNotFound(!recipe.isLoading && !data);

  if (recipe.isLoading) return <LoadingIndicator />;
  // An unknown recipe answers 404 (spec decision 8); any failure reads the same to the visitor.
  if (!data) return <p className="empty">{t('common.noContent')}</p>;
  return (
    <article className="recipe">
      <div className="screen-heading">
        <BackButton fallback="/recipe-channel-list" />
        <h1>{data.u_title}</h1>
        <ShareButton title={data.u_title} />
      </div>
      <CardImage image={recipeImage(data)} shape="detail" className="recipe-image" priority />
      <p className="recipe-date">
        <LocalDate iso={data.created} format="long" />
      </p>
      <section aria-labelledby="recipe-ingredients">
        <h2 id="recipe-ingredients">{t('recipes.ingredients')}</h2>
        <SafeHtml className="recipe-html" html={data.u_ingredients} />
      </section>
      <section aria-labelledby="recipe-steps">
        <h2 id="recipe-steps">{t('recipes.steps')}</h2>
        <SafeHtml className="recipe-html" html={data.u_recipes} />
      </section>
    </article>
  );
}
