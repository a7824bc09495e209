/** English source texts of the health check's keys (spec part 2 §5, §8), word for word. */
export const healthCheckMessages = {
  'healthCheck.toast.failed.title': 'Error',
  'healthCheck.toast.failed.description': 'Unable to analyze website. Please check the URL and try again.',
  'healthCheck.score.good': 'Excellent! Your website is performing well.',
  'healthCheck.score.fair': "Good, but there's room for improvement.",
  'healthCheck.score.poor': 'Critical issues found that need immediate attention.',
} as const;
