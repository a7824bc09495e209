import type { Project } from '@contract';
import { db } from '../db';
import { nextId, nowIso } from '../lib/ids';
import { mockRoute } from '../lib/mock-route';
import { recordLead } from './leads-recorder';

export const projectsHandlers = [
  mockRoute('createProject', ({ body }) => {
    const project: Project = {
      id: nextId('prj'),
      companyName: body.companyName,
      clientName: body.clientName,
      clientEmail: body.clientEmail,
      websiteType: body.websiteType,
      packageType: body.packageType,
      // The logo add-on is part of what the project costs.
      totalAmount: body.totalAmount + body.logoAmount,
      paidAmount: 0,
      businessDescription: body.businessDescription,
      status: body.status,
      domainName: body.domainName,
      includeLogo: body.includeLogo,
      createdAt: nowIso(),
    };
    db.projects.push(project);
    recordLead('project', body.tracking, body.clientEmail);
    return { id: project.id };
  }),
];
