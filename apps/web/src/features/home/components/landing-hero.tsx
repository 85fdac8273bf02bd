import { Box, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { LandingPageResponse } from '@tawasul/contracts/cms';
import { OptimizedImage } from '../../../components/image/optimized-image.tsx';
import classes from './landing.module.css';

interface LandingHeroProps {
  title: string;
  subtitle: string;
  image: LandingPageResponse['heroImage'];
  /** Above the title: a greeting for a signed-in visitor. */
  eyebrow?: ReactNode;
  actions: ReactNode;
  /** A quieter way in under the buttons (the chat widget demo). */
  demoLink?: ReactNode;
}

/** The first screen of the site: the CMS title and subtitle, the ways in, and the hero image. */
export function LandingHero({ title, subtitle, image, eyebrow, actions, demoLink }: LandingHeroProps) {
  return (
    <Box component="section" className={classes.hero} data-testid="landing-hero">
      <Grid gap={{ base: 'xl', md: 48 }} align="center">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="lg">
            {eyebrow}
            <Title order={1} className={classes.heroTitle} data-testid="landing-hero-title">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" className={classes.heroSubtitle} data-testid="landing-hero-subtitle">
                {subtitle}
              </Text>
            )}
            <Group gap="sm">{actions}</Group>
            {demoLink}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          {image ? (
            <OptimizedImage
              uploadId={image.id}
              src={image.url}
              alt=""
              sizes="(min-width: 62em) 540px, 100vw"
              style={{ display: 'block', width: '100%', aspectRatio: '4 / 3', boxShadow: 'var(--mantine-shadow-xl)' }}
              radius="var(--mantine-radius-lg)"
              eager
            />
          ) : (
            <div className={classes.heroArt} aria-hidden>
              <IconMessageChatbot size={120} stroke={1.2} />
            </div>
          )}
        </Grid.Col>
      </Grid>
    </Box>
  );
}

/** The hero's shape while the payload arrives, so nothing jumps when it does. */
export function LandingHeroSkeleton() {
  return (
    <Box className={`${classes.hero} ${classes.loading}`} aria-busy data-testid="landing-loading">
      <Grid gap={{ base: 'xl', md: 48 }} align="center">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="lg">
            <Skeleton height={44} width="90%" />
            <Skeleton height={44} width="70%" />
            <Skeleton height={18} width="80%" />
            <Group gap="sm">
              <Skeleton height={42} width={130} radius="md" />
              <Skeleton height={42} width={160} radius="md" />
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Skeleton className={classes.heroImage} />
        </Grid.Col>
      </Grid>
    </Box>
  );
}
